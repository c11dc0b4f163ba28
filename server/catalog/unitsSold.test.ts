import type { Kysely } from 'kysely';
import * as migration022 from '../db/migrations/022_sold_count_changes';
import type { DB } from '../db/schema';
import { writtenOrder } from '../test/orders';
import { alterTestSchema, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { ensureUnitsSold } from './unitsSold';

async function aProduct(db: Kysely<DB>, sku: string): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      type: 'simple',
      sku,
      name: 'Sylhet Tea 500g',
      url_key: sku.toLowerCase(),
      price: 60000,
      min_price: 60000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const unitsSold = async (db: Kysely<DB>, product: number) =>
  (await db.selectFrom('products').select('sold_count').where('id', '=', product).executeTakeFirstOrThrow()).sold_count;

describe.each(TEST_DIALECTS)('units sold on %s', (dialect) => {
  const opened = testDatabase(dialect);

  it(
    'counts the units of orders that are not cancelled once their waiting changes are added in, once ' + 'each',
    async () => {
      const { db } = opened;
      const tea = await aProduct(db, 'TEA-1');
      const kept = await writtenOrder(db, 1, [[tea, 3]]);
      await writtenOrder(db, 2, [[tea, 2]], 'cancelled');
      expect(await unitsSold(db, tea)).toBe(0);
      await Promise.all([ensureUnitsSold(db), ensureUnitsSold(db)]);
      expect(await unitsSold(db, tea)).toBe(3);
      await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', kept).execute();
      await db.updateTable('orders').set({ status: 'pending' }).where('increment_id', '=', 'S-2').execute();
      await ensureUnitsSold(db);
      expect(await unitsSold(db, tea)).toBe(2);
      expect(await db.selectFrom('sold_count_changes').selectAll().execute()).toEqual([]);
    },
  );

  it('keeps the count through migration 022 taken back and made again', async () => {
    const { db } = opened;
    const tea = await aProduct(db, 'TEA-2');
    await writtenOrder(db, 3, [[tea, 5]]);
    // Taken back: the waiting change is added in, and orders count at once again.
    await alterTestSchema(dialect, () => migration022.down(db));
    expect(await unitsSold(db, tea)).toBe(5);
    await writtenOrder(db, 4, [[tea, 1]]);
    expect(await unitsSold(db, tea)).toBe(6);
    await alterTestSchema(dialect, () => migration022.up(db));
    await writtenOrder(db, 5, [[tea, 4]]);
    expect(await unitsSold(db, tea)).toBe(6);
    await ensureUnitsSold(db);
    expect(await unitsSold(db, tea)).toBe(10);
  });
});
