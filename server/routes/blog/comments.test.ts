import { BLOG_NOT_FOUND } from '../../blog/blogs';
import { COMMENT_POSTED } from '../../blog/comments';
import { XSRF_MESSAGE } from '../../plugins/xsrf';
import { stockBlog } from '../../test/blog';
import { Browser, islandProps } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

let address = 0;

describe.each(TEST_DIALECTS)('commenting on a post on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockBlog });

  /** A visitor from an address of their own (the limit counts per address). */
  function visitor(browser = new Browser(shop.app), ip = `203.0.113.${++address}`) {
    const post = (payload: Record<string, unknown>, options: { xsrf?: boolean } = {}) =>
      browser.request({ method: 'POST', url: '/submit-comment', payload, remoteAddress: ip, ...options });
    return { browser, post };
  }
  const commentCount = async () =>
    Number(
      (
        await shop.database.db
          .selectFrom('blog_comments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newest = async (blogId: number) => (await new Browser(shop.app).get(`/all-comments/${blogId}`)).json().data[0];

  it('posts a comment at once and lists it first', async () => {
    const response = await visitor().post({
      name: ' Rahima Khatun ',
      email: 'Rahima@Example.com',
      comment: 'Very helpful, thank you!',
      blog_id: shop.stock.phone,
    });
    expect(response.statusCode).toBe(200);
    const posted = {
      id: expect.any(Number),
      comment_by: 'Rahima Khatun',
      comments: 'Very helpful, thank you!',
      date: expect.any(String),
    };
    expect(response.json()).toEqual({ message: COMMENT_POSTED, data: posted });
    expect(await newest(shop.stock.phone)).toEqual({ ...posted, id: response.json().data.id });
    const row = await shop.database.db
      .selectFrom('blog_comments')
      .selectAll()
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    expect([row.email, row.customer_id]).toEqual(['rahima@example.com', null]);
  });

  it('asks for each missing field in its own words and writes nothing', async () => {
    const before = await commentCount();
    const response = await visitor().post({ name: '', email: '  ', comment: '', blog_id: shop.stock.phone });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please Enter Your Name.',
      errors: {
        name: ['Please Enter Your Name.'],
        email: ['Please Enter Your Email.'],
        comment: ['Please Enter Your Comments.'],
      },
    });
    const bad = await visitor().post({
      name: 'R'.repeat(101),
      email: 'not-an-email',
      comment: 'x'.repeat(2001),
      blog_id: shop.stock.phone,
    });
    expect(bad.json().errors).toEqual({
      name: ['The name field may not be greater than 100 characters'],
      email: ['The email field must be a valid email'],
      comment: ['The comment field may not be greater than 2000 characters'],
    });
    expect(
      (
        await visitor().post({
          name: 'Rahim',
          email: 'r@example.com',
          comment: 'x'.repeat(20001),
          blog_id: shop.stock.phone,
        })
      ).statusCode,
    ).toBe(422);
    expect(await commentCount()).toBe(before);
  });

  it('refuses a comment on an unknown or unpublished post with 404', async () => {
    const comment = { name: 'Rahim', email: 'r@example.com', comment: 'Hello' };
    for (const blog_id of [99999, shop.stock.hidden]) {
      const response = await visitor().post({ ...comment, blog_id });
      expect([response.statusCode, response.json()]).toEqual([404, { message: BLOG_NOT_FOUND }]);
    }
    expect((await visitor().post({ ...comment, blog_id: 'eid' })).json().errors).toEqual({
      blog_id: ['The blog field is required'],
    });
  });

  it('answers a bot that fills the hidden field as if it had posted, and writes nothing', async () => {
    const before = await commentCount();
    const response = await visitor().post({
      name: 'Best Deals',
      email: 'bot@spam.test',
      comment: 'Cheap pills',
      blog_id: shop.stock.phone,
      website: 'https://spam.test',
    });
    expect([response.statusCode, response.json()]).toEqual([200, { message: COMMENT_POSTED }]);
    expect(await commentCount()).toBe(before);
  });

  it('lets one address post three comments a minute, then names the wait', async () => {
    const { post } = visitor();
    const comment = (n: number) => ({
      name: 'Karim',
      email: 'karim@example.com',
      comment: `Comment ${n}`,
      blog_id: shop.stock.phone,
    });
    for (const n of [1, 2, 3]) expect((await post(comment(n))).statusCode).toBe(200);
    const before = await commentCount();
    const refused = await post(comment(4));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have posted several comments in a short time\. Please wait (\d+) seconds before posting another\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await commentCount()).toBe(before);
    // Someone else is not held up.
    expect((await visitor().post(comment(5))).statusCode).toBe(200);
  });

  it('keeps a script in a comment as text: JSON answers it as data, the page escapes it', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await visitor().post({
      name: 'Mallory',
      email: 'm@example.com',
      comment: script,
      blog_id: shop.stock.eid,
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().data.comments).toBe(script);
    const page = await new Browser(shop.app).get('/blogs/eid-shopping-guide', { accept: 'text/html' });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(
      islandProps<{ comments: { data: { comments: string }[] } }>(page.body, 'blog-post').comments.data[0].comments,
    ).toBe(script);
  });

  it("fills a signed-in customer's name and email in, and keeps the comment theirs", async () => {
    const { browser, customerId, email } = await signedInShopper(shop, 'Sultana');
    const page = await browser.get('/blogs/choosing-a-phone-under-20000', { accept: 'text/html' });
    expect(islandProps(page.body, 'blog-post').commenter).toEqual({ name: 'Sultana Uddin', email });
    const posted = await visitor(browser).post({
      name: 'Sultana Uddin',
      email,
      comment: 'Bought one, thanks.',
      blog_id: shop.stock.phone,
    });
    const row = await shop.database.db
      .selectFrom('blog_comments')
      .select('customer_id')
      .where('id', '=', posted.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(customerId);
    expect(
      islandProps(
        (await new Browser(shop.app).get('/blogs/choosing-a-phone-under-20000', { accept: 'text/html' })).body,
        'blog-post',
      ).commenter,
    ).toBeNull();
  });

  it('answers a post without a body with 422 and writes nothing', async () => {
    const before = await commentCount();
    const response = await new Browser(shop.app).request({
      method: 'POST',
      url: '/submit-comment',
      headers: { 'x-forwarded-for': `203.0.113.${++address}` },
    });
    expect(response.statusCode).toBe(422);
    expect(await commentCount()).toBe(before);
  });

  it('refuses a comment without the security token', async () => {
    const before = await commentCount();
    const response = await visitor().post(
      { name: 'Rahim', email: 'r@example.com', comment: 'Hi', blog_id: shop.stock.phone },
      { xsrf: false },
    );
    expect([response.statusCode, response.json()]).toEqual([403, { message: XSRF_MESSAGE }]);
    expect(await commentCount()).toBe(before);
  });
});
