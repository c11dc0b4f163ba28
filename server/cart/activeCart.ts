import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Who is shopping: a signed-in customer, or a guest known by the cart id their session keeps. */
export interface Shopper {
  customerId?: number;
  cartId?: number;
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

/** The shopper's open cart, made on first use (a guest's session must then keep its id). */
export async function ensureCart(db: Kysely<DB>, shopper: Shopper): Promise<number> {
  const existing = await findActiveCartId(db, shopper);
  if (existing) return existing;
  const customerId = shopper.customerId ?? null;
  try {
    const { id } = await db.insertInto('carts').values({ customer_id: customerId, is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    // Two first adds at once: one open cart per customer (unique index); use the one that won.
    const raced = customerId ? await findActiveCartId(db, shopper) : null;
    if (raced) return raced;
    throw error;
  }
}
