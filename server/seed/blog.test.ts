import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { bangladeshToday } from '../careers/jobPosts';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { BLOG_CATEGORIES, blogDrawings, blogPicture, seedBlog } from './blog';
import { seedCareers } from './careers';
import { drawPicture } from './images';

describe.each(TEST_DIALECTS)('the demo blog and careers on %s', (dialect) => {
  const database = testDatabase(dialect, async (db) => {
    await seedBlog(db);
    await seedCareers(db);
  });

  it('has four categories and about eighteen real articles, each with headings and a list', async () => {
    const categories = await database.db
      .selectFrom('blog_categories')
      .select(['name', 'slug'])
      .orderBy('position')
      .execute();
    expect(categories.map((c) => c.name)).toEqual([
      'Shopping Guides',
      'Tech & Gadgets',
      'Fashion & Care',
      'Home & Living',
    ]);
    const posts = await database.db.selectFrom('blogs').selectAll().execute();
    expect(posts.length).toBeGreaterThanOrEqual(16);
    expect(posts.map((p) => p.title)).toEqual(
      expect.arrayContaining([
        'Your Eid Shopping Guide: Buy Early, Pay on Delivery, Skip the Crowds',
        'Choosing a Phone Under ৳20,000',
        'Caring for Your Clothes in the Monsoon',
      ]),
    );
    for (const post of posts) {
      expect(post.description).toMatch(/<h2>/);
      expect(post.description).toMatch(/<(ul|ol)>/);
      expect(post.description.match(/<p>/g)!.length).toBeGreaterThanOrEqual(2);
      expect(JSON.parse(post.thumbnail)).toEqual([blogPicture(post.slug, 'thumbnail')]);
    }
    expect(posts.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((p) => p.trending).length).toBeGreaterThanOrEqual(3);
    const comments = await database.db.selectFrom('blog_comments').select('blog_id').execute();
    expect(comments.length).toBeGreaterThan(8);
  });

  it('has an About Us page, five open job posts and one past its deadline', async () => {
    const about = await database.db
      .selectFrom('content_pages')
      .selectAll()
      .where('slug', '=', 'about-us')
      .executeTakeFirstOrThrow();
    expect(about.title).toBe('About Us');
    const jobs = await database.db.selectFrom('job_posts').select(['deadline']).execute();
    const today = bangladeshToday();
    expect(jobs.filter((j) => j.deadline >= today)).toHaveLength(5);
    expect(jobs.filter((j) => j.deadline < today)).toHaveLength(1);
  });
});

describe('the blog pictures', () => {
  const storage = mkdtempSync(path.join(tmpdir(), 'haat-blog-'));
  afterAll(() => rmSync(storage, { recursive: true, force: true }));

  it('draws a 600x375 thumbnail and a 1200x500 banner for every post, quickly', async () => {
    const started = Date.now();
    await Promise.all(blogDrawings().map((drawing) => drawPicture(storage, drawing)));
    expect(Date.now() - started).toBeLessThan(5000);
    for (const post of BLOG_CATEGORIES.flatMap((c) => c.posts)) {
      expect(await sharp(path.join(storage, blogPicture(post.slug, 'thumbnail'))).metadata()).toMatchObject({
        format: 'webp',
        width: 600,
        height: 375,
      });
      expect(await sharp(path.join(storage, blogPicture(post.slug, 'banner'))).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 500,
      });
    }
  });
});
