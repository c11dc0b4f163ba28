import type { Kysely } from 'kysely';
import * as migration024 from '../db/migrations/024_card_covering_indexes';
import type { DB } from '../db/schema';
import { sentStatements, sqlitePlan } from '../test/queryPlans';
import { demoCatalogue, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { productRows } from './productRows';

/** The newest products with pictures and variants: the rows a listing's cards are made of. */
async function someIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('type', '=', 'configurable').orderBy('id', 'desc').limit(10).execute();
  return rows.map((r) => r.id);
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
      const ids = await someIds(db);
      const [statement] = await sentStatements(db, (recording) => productRows(recording, ids));
      const details = await sqlitePlan(db, statement);
      for (const index of ['product_images_card', 'product_variants_card', 'product_categories_card']) {
        expect(details).toContainEqual(expect.stringContaining(`USING COVERING INDEX ${index}`));
      }
    });
  }
});
