import type { Blog, BlogCategory } from '../../../shared/api/blogContract';
import { BLOG_NOT_FOUND, CATEGORY_NOT_FOUND } from '../../blog/blogs';
import { Browser } from '../../test/browser';
import { stockBlog } from '../../test/blog';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

/** The fields of a post in the blog's lists, as the spec's Blog names them. */
const BLOG_FIELDS = [
  'admin_name',
  'banner',
  'category',
  'category_id',
  'category_name',
  'category_slug',
  'created_at',
  'description',
  'id',
  'slug',
  'thumbnail',
  'title',
];

/** Text a shopper reads: no tag, no leftover of a script. */
const plainText = (text: string) => !/[<>]/.test(text) && !text.includes('document.cookie');

describe.each(TEST_DIALECTS)('the blog calls on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockBlog });
  const get = async (url: string) => {
    const response = await new Browser(shop.app).get(url);
    return { status: response.statusCode, body: response.json() };
  };

  it('lists the categories with the number of published posts in each', async () => {
    const { status, body } = await get('/all/blog-categories');
    expect(status).toBe(200);
    expect(body.data.map((c: BlogCategory) => [c.name, c.slug, c.blogs_count])).toEqual([
      // The hostile post is published, the draft is not.
      ['Shopping Guides', 'shopping-guides', 6],
      ['Tech & Gadgets', 'tech-gadgets', 5],
      ['Fashion & Care', 'fashion-care', 4],
      ['Home & Living', 'home-living', 4],
      ['Recipes', 'recipes', 0],
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['blogs_count', 'id', 'name', 'slug']);
  });

  it('answers the newest post first with a 400-character teaser and the rest newest first with 150', async () => {
    const { status, body } = await get('/all/blogs');
    expect(status).toBe(200);
    const { first_blog: first, rest_blogs: rest } = body.data as { first_blog: Blog; rest_blogs: Blog[] };
    expect(first).toEqual({
      id: shop.stock.eid,
      slug: 'eid-shopping-guide',
      title: 'Your Eid Shopping Guide: Buy Early, Pay on Delivery, Skip the Crowds',
      description: expect.stringMatching(/^The last ten days before Eid .*\.\.\.$/),
      thumbnail: ['blog/eid-shopping-guide/thumbnail.webp'],
      banner: ['blog/eid-shopping-guide/banner.webp'],
      created_at: expect.any(String),
      category: { name: 'Shopping Guides', slug: 'shopping-guides' },
      category_id: shop.stock.shopping,
      category_slug: 'shopping-guides',
      category_name: 'Shopping Guides',
      admin_name: 'Farhana Akter',
    });
    expect(first.description.length).toBeGreaterThan(300);
    expect(first.description.length).toBeLessThanOrEqual(403);
    expect(rest).toHaveLength(18);
    expect(rest.map((b) => b.slug)).not.toContain('draft-post');
    expect([...rest].sort((a, b) => b.created_at.localeCompare(a.created_at))).toEqual(rest);
    for (const blog of [first, ...rest]) expect(plainText(blog.description)).toBe(true);
    for (const blog of rest) expect(blog.description.length).toBeLessThanOrEqual(153);
    expect(rest.find((b) => b.slug === 'hostile-post')!.description).toBe('Deals. Read this Safe text.');
  });

  it('lists at most five trending and five featured posts', async () => {
    const trending = (await get('/trending/blogs')).body.data as Blog[];
    const featured = (await get('/featured/blogs')).body.data as Blog[];
    expect(trending.map((b) => b.slug)).toEqual([
      'eid-shopping-guide',
      'choosing-a-phone-under-20000',
      'caring-for-clothes-in-the-monsoon',
      'keeping-your-home-cool',
      'spot-fake-products',
    ]);
    expect(featured.map((b) => b.slug)).toEqual([
      'eid-shopping-guide',
      'choosing-a-phone-under-20000',
      'caring-for-clothes-in-the-monsoon',
      'ramadan-kitchen-prep',
    ]);
    // Each as the spec's Blog: its teaser under description.
    for (const blog of [...trending, ...featured]) {
      expect(Object.keys(blog).sort()).toEqual(BLOG_FIELDS);
      expect(blog.description.length).toBeLessThanOrEqual(153);
    }
  });

  it(
    'relates the newest other posts of the same category, and answers 404 for an unknown category or ' + 'post',
    async () => {
      const { body } = await get(`/related-blogs/${shop.stock.tech}/${shop.stock.phone}`);
      expect(body.data.map((b: Blog) => b.category_slug)).toEqual(['tech-gadgets', 'tech-gadgets', 'tech-gadgets']);
      expect(body.data.map((b: Blog) => b.id)).not.toContain(shop.stock.phone);
      expect((await get(`/related-blogs/${shop.stock.empty}/${shop.stock.phone}`)).body).toEqual({ data: [] });
      expect(await get(`/related-blogs/99999/${shop.stock.phone}`)).toEqual({
        status: 404,
        body: { message: CATEGORY_NOT_FOUND },
      });
      expect(await get(`/related-blogs/${shop.stock.tech}/99999`)).toEqual({
        status: 404,
        body: { message: BLOG_NOT_FOUND },
      });
      expect(await get(`/related-blogs/${shop.stock.shopping}/${shop.stock.hidden}`)).toEqual({
        status: 404,
        body: { message: BLOG_NOT_FOUND },
      });
      expect((await get(`/related-blogs/tech/${shop.stock.phone}`)).status).toBe(422);
    },
  );

  it('pages the comments eight at a time, newest first', async () => {
    const first = (await get(`/all-comments/${shop.stock.eid}`)).body;
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 8, total: 10 });
    expect(first.data).toHaveLength(8);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      comment_by: 'Jahid Islam',
      comments: 'Eid Mubarak in advance to the Haat team!',
      date: expect.any(String),
    });
    expect(Object.keys(first.data[0]).sort()).toEqual(['comment_by', 'comments', 'date', 'id']);
    const second = (await get(`/all-comments/${shop.stock.eid}?page=2`)).body;
    expect(second.data.map((c: { comment_by: string }) => c.comment_by)).toEqual(['Imran Hossain', 'Rumana Kabir']);
    expect((await get(`/all-comments/${shop.stock.eid}?page=3`)).body).toEqual({
      data: [],
      meta: { current_page: 3, last_page: 2, per_page: 8, total: 10 },
    });
    expect((await get(`/all-comments/${shop.stock.hostile}`)).body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 8, total: 0 },
    });
    expect(await get('/all-comments/99999')).toEqual({ status: 404, body: { message: BLOG_NOT_FOUND } });
    expect((await get(`/all-comments/${shop.stock.hidden}`)).status).toBe(404);
    expect((await get(`/all-comments/${shop.stock.eid}?page=0`)).status).toBe(422);
  });
});
