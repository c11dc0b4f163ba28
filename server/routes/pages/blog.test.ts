import type { BlogCategoryPageProps, BlogPageProps, BlogPostPageProps } from '../../../shared/api/blogContract';
import type { CareersPageProps } from '../../../shared/api/careersContract';
import { bangladeshToday } from '../../careers/jobPosts';
import { stockBlog } from '../../test/blog';
import { Browser, islandProps, pageScripts } from '../../test/browser';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const html = { accept: 'text/html' };

describe.each(TEST_DIALECTS)('the blog, About Us and Careers pages on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockBlog });
  const page = (url: string) => new Browser(shop.app).get(url, html);

  it('writes every post, the categories and the trending and featured lists into /blog', async () => {
    const response = await page('/blog');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Blog | Haat</title>');
    expect(pageScripts(response.body)).toContain('/build/blog.js');
    const props = islandProps<BlogPageProps>(response.body, 'blog');
    const calls = async (url: string) => (await new Browser(shop.app).get(url)).json().data;
    expect(props).toEqual({
      ...(await calls('/all/blogs')),
      categories: await calls('/all/blog-categories'),
      trending: await calls('/trending/blogs'),
      featured: await calls('/featured/blogs'),
    });
    expect(props.first_blog!.slug).toBe('eid-shopping-guide');
    // the newest post's banner, the first screen's largest picture, is preloaded in the widths its card draws
    const banner = `/storage/${props.first_blog!.banner[0]}`;
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${banner}" imagesrcset="${banner.replace(/\.webp$/, '')}-640w.avif 640w`,
    );
  });

  it(
    'shows a post with its sanitised body, related posts, the first comments and no commenter for a ' + 'guest',
    async () => {
      const response = await page('/blogs/choosing-a-phone-under-20000');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Choosing a Phone Under ৳20,000 | Haat</title>');
      const props = islandProps<BlogPostPageProps>(response.body, 'blog-post');
      expect(props.blog).toMatchObject({
        id: shop.stock.phone,
        title: 'Choosing a Phone Under ৳20,000',
        category_slug: 'tech-gadgets',
        admin_name: 'Arif Chowdhury',
      });
      expect(props.blog.description).toContain('<h2>1. Official or unofficial</h2>');
      expect(props.related.map((b) => b.category_slug)).toEqual(['tech-gadgets', 'tech-gadgets', 'tech-gadgets']);
      expect(props.comments).toEqual((await new Browser(shop.app).get(`/all-comments/${shop.stock.phone}`)).json());
      expect(props.commenter).toBeNull();
    },
  );

  it('never sends a script of a post: the body is sanitised and the title is text', async () => {
    const response = await page('/blogs/hostile-post');
    const props = islandProps<BlogPostPageProps>(response.body, 'blog-post');
    expect(props.blog.description).toBe(
      '<h2>Deals</h2><p>Read <a>this</a></p><img src="/storage/x.webp" loading="lazy" /><p>Safe text.</p>',
    );
    expect(props.blog.title).toBe('Hostile <b>post</b>');
    for (const bad of ['<script>', 'document.cookie', 'onerror', 'onmouseover', 'javascript:', '<iframe', '<b>post'])
      expect(response.body).not.toContain(bad);
    expect(response.body).toContain('<title>Hostile &lt;b&gt;post&lt;/b&gt; | Haat</title>');
  });

  it("lists a category's posts, and answers 404 pages for unknown posts and categories", async () => {
    const response = await page('/blog/categories/fashion-care');
    expect(response.body).toContain('<title>Fashion &amp; Care | Blog | Haat</title>');
    const props = islandProps<BlogCategoryPageProps>(response.body, 'blog-category');
    expect(props.category).toEqual({
      id: expect.any(Number),
      name: 'Fashion & Care',
      slug: 'fashion-care',
      blogs_count: 4,
    });
    expect(props.blogs.map((b) => b.category_slug)).toEqual([
      'fashion-care',
      'fashion-care',
      'fashion-care',
      'fashion-care',
    ]);
    expect(props.categories).toHaveLength(5);
    expect(
      islandProps<BlogCategoryPageProps>((await page('/blog/categories/recipes')).body, 'blog-category').blogs,
    ).toEqual([]);
    for (const url of ['/blogs/no-such-post', '/blogs/draft-post', '/blog/categories/no-such-category']) {
      const missing = await page(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('shows About Us from the database, sanitised, without a page script', async () => {
    const response = await page('/page/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>About Us | Haat</title>');
    expect(response.body).toMatch(
      /<h1>About Us<\/h1>\s*<div class="rich-text"><p>Haat is an online shop for the whole of Bangladesh/,
    );
    expect(response.body).toContain('<a href="/careers">open positions</a>');
    expect(response.body).not.toMatch(/data-island="(?!top-bar|navbar|category-menu|flash-deal|flash-messages)/);
    await shop.database.db
      .updateTable('content_pages')
      .set({ html: '<p>We are Haat.</p><script>alert(1)</script>' })
      .where('slug', '=', 'about-us')
      .execute();
    const changed = await page('/page/about-us');
    expect(changed.body).toContain('<p>We are Haat.</p>');
    expect(changed.body).not.toContain('alert(1)');
    await shop.database.db.updateTable('content_pages').set({ status: 0 }).where('slug', '=', 'about-us').execute();
    expect((await page('/page/about-us')).statusCode).toBe(404);
  });

  it('lists only the open job posts on /careers, soonest deadline first', async () => {
    const props = islandProps<CareersPageProps>((await page('/careers')).body, 'careers');
    expect(props.jobs).toHaveLength(5);
    expect(props.jobs.map((j) => j.id)).not.toContain(shop.stock.closedJob);
    expect(props.jobs.every((j) => j.deadline >= bangladeshToday())).toBe(true);
    expect([...props.jobs].sort((a, b) => a.deadline.localeCompare(b.deadline))).toEqual(props.jobs);
    expect(props.jobs[0]).toEqual({
      id: expect.any(Number),
      title: 'Digital Marketing Executive',
      slug: 'digital-marketing-executive',
      department: 'Marketing',
      location: 'Dhaka (Banani)',
      job_type: 'Full-time',
      deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: expect.stringContaining('<h3>What you will do</h3>'),
    });
  });

  it('links every page to the Blog, About Us and Careers in its top bar and its footer', async () => {
    for (const url of ['/', '/blog', '/careers']) {
      const { body } = await page(url);
      const links = '<a href="/blog">Blog</a><a href="/page/about-us">About Us</a><a href="/careers">Careers</a>';
      expect(body).toContain(`<nav class="top-bar-pages" aria-label="About Haat">${links}</nav>`);
      expect(body).toContain(
        '<p><a href="/page/about-us">About Us</a><br><a href="/blog">Blog</a><br><a href="/careers">Careers</a></p>',
      );
    }
  });
});
