import type { Paged, Product } from '../../../shared/api/contract';
import { SEARCH_MATCHES } from '../../catalog/search';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** More products named alike than a search counts: the oldest few are the cheapest. */
const MADE = SEARCH_MATCHES + 5;

describe.each(TEST_DIALECTS)('a search held by more products than it counts, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const page = async (url: string) => {
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as Paged<Product>;
  };
  let made: number[];

  beforeAll(async () => {
    const rows = Array.from({ length: MADE }, (_, i) => ({
      type: 'simple' as const,
      sku: `HAAT-MANY-${i}`,
      name: `Manyfold Kettle ${i}`,
      url_key: `manyfold-kettle-${i}`,
      price: 100_00 + i * 100,
      min_price: 100_00 + i * 100,
      status: 1 as const,
    }));
    const inserted = await shop.database.db.insertInto('products').values(rows).returning('id').execute();
    made = inserted.map((r) => r.id).sort((a, b) => b - a);
  });

  it('ranks, counts and pages through its newest matches, and says there are more', async () => {
    const first = await page('/search/products?term=manyfold');
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: SEARCH_MATCHES / 20,
      per_page: 20,
      total: SEARCH_MATCHES,
      capped: true,
    });
    expect(first.data.map((p) => p.id)).toEqual(made.slice(0, 20));
    const last = await page(`/search/products?term=manyfold&page=${SEARCH_MATCHES / 20}`);
    expect(last.data.map((p) => p.id)).toEqual(made.slice(SEARCH_MATCHES - 20, SEARCH_MATCHES));
    const past = await page(`/search/products?term=manyfold&page=${SEARCH_MATCHES / 20 + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.capped).toBe(true);
  });

  it('sorts the same newest matches: the older, cheaper products past them are not among them', async () => {
    const cheapest = await page('/search/products?term=manyfold&sort=price_asc');
    expect(cheapest.meta.total).toBe(SEARCH_MATCHES);
    expect(cheapest.data[0].id).toBe(made[SEARCH_MATCHES - 1]);
    expect(cheapest.data.map((p) => p.id)).not.toContain(made[MADE - 1]);
  });

  it('counts a search held by fewer exactly, without the mark', async () => {
    const few = await page('/search/products?term=manyfold%20kettle%2020');
    expect(few.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: few.data.length });
  });

  it('tells the shopper on the search page that more products hold the term', async () => {
    const res = await shop.app.inject({
      method: 'GET',
      url: '/search?term=manyfold',
      headers: { accept: 'text/html' },
    });
    expect(res.body).toContain(`${SEARCH_MATCHES}+ products found`);
  });
});
