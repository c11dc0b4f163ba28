import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Units sold (products.sold_count, the best-selling sort) are the units on orders that are not
 * cancelled. Orders only append their changes to sold_count_changes (database triggers, migration
 * 022), so placing one locks no product row and writes no index of products; a best-selling
 * listing first adds the changes waiting into the products (ensureUnitsSold), one update per
 * product for however many orders came meanwhile.
 */

/**
 * PostgreSQL's advisory lock held while changes are added in: one instance at a time, so two never update the same
 * products in different orders.
 */
const FOLD_LOCK = 7_022_001;

/** One adding-in at a time per database handle: shoppers arriving meanwhile wait for it instead of repeating it. */
const folding = new WeakMap<object, Promise<void>>();

/** Makes products.sold_count count every order so far (the changes waiting added in), when any are waiting. */
export async function ensureUnitsSold(db: Kysely<DB>): Promise<void> {
  const waiting = await db.selectFrom('sold_count_changes').select('product_id').limit(1).executeTakeFirst();
  if (!waiting) return;
  let running = folding.get(db);
  if (!running) {
    running = foldSoldCounts(db).finally(() => folding.delete(db));
    folding.set(db, running);
  }
  await running;
}

/**
 * Adds the waiting changes into products.sold_count and removes them, in one transaction. On
 * PostgreSQL the changes are taken by the delete that returns them, so changes appended meanwhile
 * wait for the next time; SQLite writes one transaction at a time, so the update and the delete
 * see the same rows.
 */
export async function foldSoldCounts(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${FOLD_LOCK})`.execute(trx);
      await sql`with taken as (delete from sold_count_changes returning product_id, qty),
        summed as (select product_id, sum(qty) as qty from taken group by product_id)
        update products set sold_count = products.sold_count + summed.qty from summed
        where products.id = summed.product_id and summed.qty <> 0`.execute(trx);
      return;
    }
    await sql`update products set sold_count = sold_count + (select sum(qty) from sold_count_changes c where
      c.product_id = products.id)
      where id in (select product_id from sold_count_changes)`.execute(trx);
    await trx.deleteFrom('sold_count_changes').execute();
  });
}
