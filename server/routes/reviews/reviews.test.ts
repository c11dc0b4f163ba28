import { Browser, formData, islandProps } from '../../test/browser';
import { orderThrough, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';
import { ALREADY_REVIEWED, REVIEW_ADDED } from '../../reviews/addReview';

type Fields = Record<string, string | number>;
const GOOD = { title: 'Soft and well stitched', comment: 'Wore it on Eid, the fabric stayed cool all day.', rating: 4 };

describe.each(TEST_DIALECTS)('product reviews on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });
  const db = () => shop.database.db;
  const reviewCount = async () =>
    Number(
      (
        await db()
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function post(browser: Browser, productId: number, fields: Fields) {
    return browser.request({ method: 'POST', url: `/api/product/${productId}/review`, ...(await formData(fields)) });
  }

  it('answers an unknown product 404 and a product without reviews an empty page with a zero summary', async () => {
    const guest = new Browser(shop.app);
    expect((await guest.get('/api/product/99999/reviews')).statusCode).toBe(404);
    expect((await guest.get(`/api/product/${shop.stock.saree}/reviews`)).json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
      summary: {
        reviews_count: 0,
        average_rating: 0,
        rating_percent: 0,
        star_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      },
    });
  });

  it('tells a guest to sign in and writes nothing', async () => {
    const guest = new Browser(shop.app);
    const answer = await post(guest, shop.stock.panjabi, GOOD);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({
      message: 'Please login for write review.',
      error_message: 'Please login for write review.',
      redirect_url: '/customer/login',
    });
    expect(await reviewCount()).toBe(0);
  });

  it.each([
    [
      'an empty form',
      {},
      { title: ['Please Enter Title.'], comment: ['Please Enter Your Comment.'], rating: ['Rating at least 1.'] },
    ],
    [
      'blank text and no stars',
      { title: '   ', comment: ' ', rating: 0 },
      { title: ['Please Enter Title.'], comment: ['Please Enter Your Comment.'], rating: ['Rating at least 1.'] },
    ],
    [
      'a 101-character title',
      { ...GOOD, title: 'x'.repeat(101) },
      { title: ['The title field may not be greater than 100 characters'] },
    ],
    [
      'a 2001-character comment',
      { ...GOOD, comment: 'x'.repeat(2001) },
      { comment: ['The comment field may not be greater than 2000 characters'] },
    ],
    ['6 stars', { ...GOOD, rating: 6 }, { rating: ['The rating field must be 5 or less'] }],
    ['2.5 stars', { ...GOOD, rating: 2.5 }, { rating: ['The rating field must be an integer'] }],
    ['a rating in words', { ...GOOD, rating: 'five' }, { rating: ['Rating at least 1.'] }],
  ])('refuses %s with the field messages and writes nothing', async (_case, fields, errors) => {
    const { browser } = await signedInShopper(shop);
    const answer = await post(browser, shop.stock.panjabi, fields as Fields);
    expect(answer.statusCode).toBe(422);
    const first = Object.values(errors)[0][0];
    expect(answer.json()).toEqual({ message: first, error_message: first, errors });
    expect(await reviewCount()).toBe(0);
  });

  it("adds a customer's review at the top of the product's reviews, and refuses a second one", async () => {
    const { browser, customerId } = await signedInShopper(shop, 'Nusrat');
    const answer = await post(browser, shop.stock.saree, { ...GOOD, title: '  Soft and well stitched ' });
    expect(answer.statusCode).toBe(200);
    const review = {
      id: expect.any(Number),
      name: 'Nusrat U.',
      title: 'Soft and well stitched',
      comment: GOOD.comment,
      rating: 4,
      rating_percent: 80,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verified: false,
      photos: [],
    };
    const summary = {
      reviews_count: 1,
      average_rating: 4,
      rating_percent: 80,
      star_counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
    };
    expect(answer.json()).toEqual({ message: REVIEW_ADDED, data: { message: REVIEW_ADDED, review, summary } });

    const other = await signedInShopper(shop, 'Tanvir');
    await post(other.browser, shop.stock.saree, { ...GOOD, rating: 5, title: 'Lovely colours' });
    const page = (await new Browser(shop.app).get(`/api/product/${shop.stock.saree}/reviews`)).json();
    expect(page.data.map((r: { title: string }) => r.title)).toEqual(['Lovely colours', 'Soft and well stitched']);
    expect(page.summary).toEqual({
      reviews_count: 2,
      average_rating: 4.5,
      rating_percent: 90,
      star_counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    });

    const again = await post(browser, shop.stock.saree, { ...GOOD, rating: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: ALREADY_REVIEWED, error_message: ALREADY_REVIEWED });
    const rows = await db().selectFrom('reviews').select('rating').where('customer_id', '=', customerId).execute();
    expect(rows).toEqual([{ rating: 4 }]);
    expect(
      await db()
        .selectFrom('products')
        .select(['reviews_count', 'rating_total'])
        .where('id', '=', shop.stock.saree)
        .executeTakeFirstOrThrow(),
    ).toEqual({ reviews_count: 2, rating_total: 9 });
  });

  it('lets one of two reviews sent at once through, and counts two customers writing at once', async () => {
    const { browser } = await signedInShopper(shop);
    const answers = await Promise.all([
      post(browser, shop.stock.panjabi, GOOD),
      post(browser, shop.stock.panjabi, GOOD),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const others = await Promise.all([signedInShopper(shop, 'Sadia'), signedInShopper(shop, 'Arif')]);
    await Promise.all(others.map(({ browser: b }, i) => post(b, shop.stock.panjabi, { ...GOOD, rating: 5 - i })));
    expect(
      await db()
        .selectFrom('products')
        .select(['reviews_count', 'rating_total'])
        .where('id', '=', shop.stock.panjabi)
        .executeTakeFirstOrThrow(),
    ).toEqual({ reviews_count: 3, rating_total: 13 });
  });

  it('marks a review verified while its writer has an order of the product that is not cancelled', async () => {
    const { browser } = await signedInShopper(shop, 'Farhana');
    const orderId = await orderThrough(browser, [[shop.stock.panjabi, 1]]);
    const { review } = (await post(browser, shop.stock.panjabi, GOOD)).json().data;
    expect(review.verified).toBe(true);
    const verifiedOf = async () =>
      (await browser.get(`/api/product/${shop.stock.panjabi}/reviews`))
        .json()
        .data.find((r: { id: number }) => r.id === review.id).verified;
    expect(await verifiedOf()).toBe(true);
    expect((await browser.post(`/customer/account/orders/cancel/${orderId}`)).statusCode).toBe(200);
    expect(await verifiedOf()).toBe(false);
  });

  it('keeps markup as typed and shows it as text on the account page', async () => {
    const { browser } = await signedInShopper(shop, 'Imran');
    const title = '<b>Great</b> <script>alert(1)</script>';
    expect((await post(browser, shop.stock.saree, { ...GOOD, title })).statusCode).toBe(200);
    const page = (await browser.get(`/api/product/${shop.stock.saree}/reviews`)).json();
    expect(page.data[0].title).toBe(title);
    const html = (await browser.get('/customer/account/reviews', { accept: 'text/html' })).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>Great');
    expect(islandProps<{ reviews: { data: { title: string }[] } }>(html, 'account-reviews').reviews.data[0].title).toBe(
      title,
    );
  });

  it("pages the product's reviews ten at a time, newest first", async () => {
    const writers = await Promise.all(Array.from({ length: 11 }, (_, i) => signedInShopper(shop, `Writer${i}`)));
    for (const [i, { browser }] of writers.entries())
      await post(browser, shop.stock.saree, { ...GOOD, title: `Review ${i}` });
    const guest = new Browser(shop.app);
    const first = (await guest.get(`/api/product/${shop.stock.saree}/reviews`)).json();
    const total = first.meta.total;
    expect(first.data).toHaveLength(10);
    expect(first.data[0].title).toBe('Review 10');
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 10), per_page: 10, total });
    const second = (await guest.get(`/api/product/${shop.stock.saree}/reviews?page=2`)).json();
    expect(second.data[0].title).toBe('Review 0');
    expect((await guest.get(`/api/product/${shop.stock.saree}/reviews?page=0`)).statusCode).toBe(422);
  });

  it("lists the customer's own reviews with their products, newest first, and none to a guest", async () => {
    const { browser } = await signedInShopper(shop, 'Sharmin');
    await post(browser, shop.stock.saree, { ...GOOD, title: 'Saree first' });
    await post(browser, shop.stock.panjabi, { ...GOOD, title: 'Panjabi next', rating: 2 });
    const mine = (await browser.get('/api/customer/reviews')).json();
    expect(mine.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(
      mine.data.map((r: { title: string; rating_percent: number; product: { name: string; url_key: string } }) => [
        r.title,
        r.rating_percent,
        r.product.name,
        r.product.url_key,
      ]),
    ).toEqual([
      ['Panjabi next', 40, 'Cotton Panjabi', 'panjabi-1'],
      ['Saree first', 80, 'Jamdani Saree', 'saree-1'],
    ]);
    expect((await new Browser(shop.app).get('/api/customer/reviews')).statusCode).toBe(401);
  });
});
