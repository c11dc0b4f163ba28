import { forgetListings } from '../../catalog/listingCache';
import { listProducts } from '../../catalog/listing';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('listings remembered for a few seconds on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  let fashion: number;
  beforeAll(async () => {
    fashion = (
      await shop.database.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', 'mens-fashion')
        .executeTakeFirstOrThrow()
    ).id;
  });

  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  it('answers a remembered page with the same JSON the listing makes, for any extra query field', async () => {
    const first = await get('/shop/products/data?page=2');
    const again = await get('/shop/products/data?page=2&_=cache-buster');
    expect(first.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(again.json()).toEqual(
      JSON.parse(JSON.stringify(await listProducts(shop.database.db, {}, { page: 2, perPage: 20 }, 'en'))),
    );
  });

  it('keeps filters and pages apart: each answer is its own listing', async () => {
    const db = shop.database.db;
    const listing = async (filter: Parameters<typeof listProducts>[1], page: number, perPage: number) =>
      JSON.parse(JSON.stringify(await listProducts(db, { categoryId: fashion, ...filter }, { page, perPage }, 'en')));
    const cheap = (await get(`/categories/products/${fashion}?max_price=1000`)).json();
    const dear = (await get(`/categories/products/${fashion}?min_price=1000`)).json();
    const pageTwo = (await get(`/categories/products/${fashion}?page=2&per_page=5`)).json();
    expect(cheap).toEqual(await listing({ maxPrice: 100000 }, 1, 20));
    expect(dear).toEqual(await listing({ minPrice: 100000 }, 1, 20));
    expect(pageTwo).toEqual(await listing({}, 2, 5));
    expect(cheap).not.toEqual(dear);
  });

  it('never remembers a refusal: a bad filter is refused every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`/categories/products/${fashion}?min_price=500&max_price=100`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('min_price');
    }
    expect((await get('/categories/products/999999')).statusCode).toBe(404);
  });

  it('shows a catalogue change once the remembered answers are forgotten', async () => {
    const before = (await get('/search/products?term=panjabi')).json();
    expect(before.data.length).toBeGreaterThan(0);
    const gone = before.data[0].id;
    await shop.database.db.updateTable('products').set({ status: 0 }).where('id', '=', gone).execute();
    expect((await get('/search/products?term=panjabi')).json().data.map((p: { id: number }) => p.id)).toContain(gone);
    forgetListings(shop.database.db);
    expect((await get('/search/products?term=panjabi')).json().data.map((p: { id: number }) => p.id)).not.toContain(
      gone,
    );
  });

  it('with HAAT_LISTING_CACHE=off shows a catalogue change on the next call', async () => {
    process.env.HAAT_LISTING_CACHE = 'off';
    try {
      const before = (await get(`/categories/products/${fashion}`)).json();
      const gone = before.data[0].id;
      await shop.database.db.updateTable('products').set({ status: 0 }).where('id', '=', gone).execute();
      const after = (await get(`/categories/products/${fashion}`)).json();
      expect(after.data.map((p: { id: number }) => p.id)).not.toContain(gone);
      expect(after.meta.total).toBe(before.meta.total - 1);
      await shop.database.db.updateTable('products').set({ status: 1 }).where('id', '=', gone).execute();
      expect((await get(`/categories/products/${fashion}`)).json()).toEqual(before);
    } finally {
      delete process.env.HAAT_LISTING_CACHE;
    }
  });
});
