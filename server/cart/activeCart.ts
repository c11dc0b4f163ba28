import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CartKey } from './cartRows';

/** Who is shopping: a signed-in customer, or a guest known by the cart id their session keeps. */
export interface Shopper {
  customerId?: number;
  cartId?: number;
  /**
   * A guest's browser, known before their session is (a digest of the key the browser sends with
   * every change): a guest's first cart is made under it, once however many adds arrive at once.
   */
  guestKey?: string;
}

/** How to find the shopper's open cart in the same statement that reads it (cartRows.ts); null when they have none. */
export function openCartKey({ customerId, cartId }: Shopper): CartKey | null {
  return customerId ? { customerId } : cartId ? { guestCartId: cartId } : null;
}

/** The shopper's open cart: a customer's by customer id, a guest's by the id the session keeps. */
export async function findActiveCartId(db: Kysely<DB>, { customerId, cartId }: Shopper): Promise<number | null> {
  const query = db.selectFrom('carts').select('id').where('is_active', '=', 1);
  const row = customerId
    ? await query.where('customer_id', '=', customerId).orderBy('id', 'desc').executeTakeFirst()
    : cartId
      ? await query.where('id', '=', cartId).where('customer_id', 'is', null).executeTakeFirst()
      : undefined;
  return row?.id ?? null;
}

const guestCartOf = (db: Kysely<DB>, guestKey: string) =>
  db
    .selectFrom('carts')
    .select('id')
    .where('guest_key', '=', guestKey)
    .where('is_active', '=', 1)
    .where('customer_id', 'is', null)
    .executeTakeFirst();

/**
 * The shopper's open cart, made on first use (a guest's session must then keep its id). The
 * database allows one open cart per customer and one per guest key: of two first adds at once,
 * the second insert does nothing and the cart the first one made is used.
 */
export async function ensureCart(db: Kysely<DB>, shopper: Shopper): Promise<number> {
  const existing = await findActiveCartId(db, shopper);
  if (existing) return existing;
  const customerId = shopper.customerId ?? null;
  const guestKey = customerId ? null : (shopper.guestKey ?? null);
  const inserted = await db
    .insertInto('carts')
    .values({ customer_id: customerId, guest_key: guestKey, is_active: 1 })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const raced = customerId
    ? await findActiveCartId(db, shopper)
    : guestKey
      ? (await guestCartOf(db, guestKey))?.id
      : null;
  if (!raced) throw new Error('An open cart was refused, yet none is open.');
  return raced;
}
