import * as migration025 from '../db/migrations/025_search_by_trigrams';
import { sentStatements, sqlitePlan } from '../test/queryPlans';
import { demoCatalogue, testDatabase } from '../test/testShop';
import { searchProducts } from './search';

const firstPage = { page: 1, perPage: 20 };

describe('the search results on SQLite', () => {
  const opened = testDatabase('sqlite', demoCatalogue);

  it(
    'reads the rows of the products the trigram index finds for a term of three letters or more, once for the page ' +
      'and its count',
    async () => {
      const { db } = opened;
      const [page] = await sentStatements(db, (recording) => searchProducts(recording, 'Shirt', firstPage, 'en'));
      const plan = await sqlitePlan(db, page);
      expect(plan).toContainEqual(expect.stringContaining('VIRTUAL TABLE'));
      // Found once into the CTE, which the page and the count both read.
      expect(plan).toContain('MATERIALIZE found');
      expect(plan.filter((step) => step.startsWith('SEARCH products') || step.startsWith('SCAN products'))).toEqual([
        'SEARCH products USING INTEGER PRIMARY KEY (rowid=?)',
      ]);
    },
  );

  it('finds a product by its new SKU and name once they change, and not by the old ones', async () => {
    const { db } = opened;
    const { id, sku } = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ sku: 'HAAT-ZQX-77', name: 'Jamdani Saree Qwerty' })
      .where('id', '=', id)
      .execute();
    const found = async (term: string) => (await searchProducts(db, term, firstPage, 'en')).data.map((p) => p.id);
    expect(await found('zqx-7')).toEqual([id]);
    expect(await found('saree qwer')).toEqual([id]);
    expect(await found('HAAT-ZQX')).toEqual([id]);
    expect(await found(sku)).not.toContain(id);
  });

  it('finds the same products by SKU with migration 025 taken back and made again', async () => {
    const { db } = opened;
    const { sku } = await db
      .selectFrom('products')
      .select('sku')
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const bySku = async () => (await searchProducts(db, sku.slice(1), firstPage, 'en')).data.map((p) => p.sku);
    expect(await bySku()).toContain(sku);
    await migration025.down(db);
    await migration025.up(db);
    expect(await bySku()).toContain(sku);
  });
});
