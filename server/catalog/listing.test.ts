import { listProducts, searchProducts } from './listing';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../test/testShop';

describe.each(TEST_DIALECTS)('a listing page past the last one on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });

  // The count rides on the page's rows; a page without rows must still tell how many there are.
  it('has no products and still counts every match', async () => {
    const db = shop.database.db;
    const listings = [
      (page: number) => listProducts(db, {}, { page, perPage: 20 }, 'en'),
      (page: number) => listProducts(db, { minPrice: 0, maxPrice: 500000 }, { page, perPage: 5 }, 'en'),
      (page: number) => searchProducts(db, 'a', { page, perPage: 10 }, 'en'),
    ];
    for (const listing of listings) {
      const first = await listing(1);
      expect(first.meta.total).toBeGreaterThan(0);
      const past = await listing(first.meta.last_page + 1);
      expect(past).toEqual({ data: [], meta: { ...first.meta, current_page: first.meta.last_page + 1 } });
    }
  });
});
