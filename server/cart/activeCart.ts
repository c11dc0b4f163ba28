import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Session } from '../plugins/session';

/** The shopper's open cart: a customer's by customer id, a guest's by the id in the session. */
export async function findActiveCartId(db: Kysely<DB>, session: Session): Promise<number | null> {
  const customerId = session.get('customerId');
  const query = db.selectFrom('carts').select('id').where('is_active', '=', 1);
  const row = customerId
    ? await query.where('customer_id', '=', customerId).orderBy('id', 'desc').executeTakeFirst()
    : session.get('cartId')
      ? await query.where('id', '=', session.get('cartId')!).where('customer_id', 'is', null).executeTakeFirst()
      : undefined;
  return row?.id ?? null;
}

/** The shopper's open cart, made on first use (a guest's id is remembered in the session). */
export async function ensureCart(db: Kysely<DB>, session: Session): Promise<number> {
  const existing = await findActiveCartId(db, session);
  if (existing) return existing;
  const customerId = session.get('customerId') ?? null;
  try {
    const { id } = await db.insertInto('carts').values({ customer_id: customerId, is_active: 1 }).returning('id').executeTakeFirstOrThrow();
    if (!customerId) session.set('cartId', id);
    return id;
  } catch (error) {
    // Two first adds at once: one open cart per customer (unique index); use the one that won.
    const raced = customerId ? await findActiveCartId(db, session) : null;
    if (raced) return raced;
    throw error;
  }
}
