import { listProducts } from './listing';
import { searchProducts } from './search';
import { sentStatements } from '../test/queryPlans';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../test/testShop';

describe.each(TEST_DIALECTS)("a listing's count of every match on %s", (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });

  // The count rides on the page's rows; a page without rows must still tell how many there are.
  it('has no products past the last page and still counts every match', async () => {
    const db = shop.database.db;
    const listings = [
      (page: number) => listProducts(db, {}, { page, perPage: 20 }, 'en'),
      (page: number) => listProducts(db, { minPrice: 0, maxPrice: 500000 }, { page, perPage: 5 }, 'en'),
      (page: number) => listProducts(db, {}, { page, perPage: 20 }, 'en', undefined, 'price_asc'),
      (page: number) => searchProducts(db, 'a', { page, perPage: 10 }, 'en'),
    ];
    for (const listing of listings) {
      const first = await listing(1);
      expect(first.meta.total).toBeGreaterThan(0);
      const past = await listing(first.meta.last_page + 1);
      expect(past).toEqual({ data: [], meta: { ...first.meta, current_page: first.meta.last_page + 1 } });
    }
  });

  it('tells the same count on a full page, on the last one and when nothing matches', async () => {
    const db = shop.database.db;
    const all = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const total = Number(all.n);
    const perPage = 7;
    const lastPage = Math.ceil(total / perPage);
    expect(total % perPage).not.toBe(0);
    for (const sort of ['newest', 'rating'] as const) {
      for (const page of [1, lastPage - 1, lastPage]) {
        const { data, meta } = await listProducts(db, {}, { page, perPage }, 'en', undefined, sort);
        expect(meta).toEqual({ current_page: page, last_page: lastPage, per_page: perPage, total });
        expect(data).toHaveLength(page === lastPage ? total % perPage : perPage);
      }
    }
    expect((await listProducts(db, { minPrice: 1, maxPrice: 2 }, { page: 1, perPage }, 'en')).meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: perPage,
      total: 0,
    });
  });

  // SQLite counts apart, and only when the page cannot tell it; PostgreSQL counts within the page's statement.
  it('asks the count on its own only for a full page on SQLite, never on PostgreSQL', async () => {
    const db = shop.database.db;
    const counts = async (page: number) =>
      (await sentStatements(db, (recording) => listProducts(recording, {}, { page, perPage: 7 }, 'en'))).filter(
        (statement) => /^select (\/\*[^*]*\*\/ )?count\(\*\)/i.test(statement.sql.trim()),
      ).length;
    const { meta } = await listProducts(db, {}, { page: 1, perPage: 7 }, 'en');
    expect(meta.last_page).toBeGreaterThan(1);
    expect(await counts(1)).toBe(dialect === 'sqlite' ? 1 : 0);
    expect(await counts(meta.last_page)).toBe(0);
  });
});
