import { CompiledQuery, type Kysely } from 'kysely';
import * as migration024 from '../db/migrations/024_card_covering_indexes';
import type { DB } from '../db/schema';
import { demoCatalogue, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { productRows } from './productRows';

/** The newest products with pictures and variants: the rows a listing's cards are made of. */
async function someIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('type', '=', 'configurable').orderBy('id', 'desc').limit(10).execute();
  return rows.map((r) => r.id);
}

/** The statements `productRows` sends, recorded as it runs them. */
async function statementsOf(db: Kysely<DB>, ids: number[]): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const recording = new Proxy(db, {
    get(target, key) {
      if (key === 'executeQuery') return (query: CompiledQuery) => (sent.push(query), target.executeQuery(query));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await productRows(recording, ids);
  return sent;
}

describe.each(TEST_DIALECTS)("a listing's card rows (%s)", (dialect) => {
  const opened = testDatabase(dialect, demoCatalogue);

  it('reads the same images and variants with the covering indexes as without them', async () => {
    const { db } = opened;
    const ids = await someIds(db);
    const withIndexes = await productRows(db, ids);
    expect(withIndexes.some((row) => row.images.length > 1 && row.variants.length > 1)).toBe(true);
    await migration024.down(db);
    try {
      expect(await productRows(db, ids)).toEqual(withIndexes);
    } finally {
      await migration024.up(db);
    }
  });

  if (dialect === 'sqlite') {
    it("reads a card's images, variants and categories off the indexes alone, no table row each", async () => {
      const { db } = opened;
      const [statement] = await statementsOf(db, await someIds(db));
      const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]));
      const details = plan.rows.map((r) => r.detail);
      for (const index of ['product_images_card', 'product_variants_card', 'product_categories_card']) {
        expect(details).toContainEqual(expect.stringContaining(`USING COVERING INDEX ${index}`));
      }
    });
  }
});
