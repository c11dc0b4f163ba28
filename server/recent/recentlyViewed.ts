import type { Kysely } from 'kysely';
import { RECENT_KEPT, type RecentProduct } from '../../shared/recent/recentContract';
import type { Language } from '../../shared/i18n/languages';
import { loadProducts, thumbnailPath } from '../catalog/productView';
import type { DB } from '../db/schema';

/**
 * "Recently viewed" of a customer: one row a product, the newest RECENT_KEPT kept. A guest's list
 * lives in the browser and joins the account's at sign-in (mergeViews).
 */

/** The customer's viewed product ids, newest first. */
export async function viewedIds(db: Kysely<DB>, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recently_viewed')
    .select('product_id')
    .where('customer_id', '=', customerId)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(RECENT_KEPT)
    .execute();
  return rows.map((r) => r.product_id);
}

/**
 * Puts `ids` (newest first) at the top of the customer's list, each a millisecond apart so their order
 * holds, and keeps the newest RECENT_KEPT. Unknown or disabled products are left out.
 */
export async function mergeViews(db: Kysely<DB>, customerId: number, ids: number[], now = new Date()): Promise<void> {
  const wanted = [...new Set(ids)].slice(0, RECENT_KEPT);
  if (wanted.length === 0) return;
  const onSale = new Set(
    (await db.selectFrom('products').select('id').where('id', 'in', wanted).where('status', '=', 1).execute()).map(
      (p) => p.id,
    ),
  );
  const rows = wanted
    .filter((id) => onSale.has(id))
    .map((productId, i) => ({
      customer_id: customerId,
      product_id: productId,
      viewed_at: new Date(now.getTime() - i).toISOString(),
    }));
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('recently_viewed')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['customer_id', 'product_id']).doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') })),
      )
      .execute();
    const kept = await viewedIds(trx, customerId);
    await trx
      .deleteFrom('recently_viewed')
      .where('customer_id', '=', customerId)
      .where('product_id', 'not in', kept)
      .execute();
  });
}

/** One view: the product moves to the top of the customer's list. */
export const recordView = (db: Kysely<DB>, customerId: number, productId: number, now?: Date) =>
  mergeViews(db, customerId, [productId], now);

/** Empties the customer's list ("Clear"). */
export async function clearViews(db: Kysely<DB>, customerId: number): Promise<void> {
  await db.deleteFrom('recently_viewed').where('customer_id', '=', customerId).execute();
}

/** The products of `ids` as "Recently viewed" shows them, in that order, priced now (unknown ones dropped). */
export async function recentProducts(db: Kysely<DB>, ids: number[], language: Language): Promise<RecentProduct[]> {
  const products = await loadProducts(db, ids.slice(0, RECENT_KEPT), language);
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    url_key: p.url_key,
    picture: p.path === null ? null : thumbnailPath(p.path),
    price: p.final_price ?? p.price,
  }));
}
