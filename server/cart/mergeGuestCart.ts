import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { MAX_LINE_QTY } from './cartItems';

/**
 * At sign-in the guest's cart joins the customer's: a line of the same product and variant adds
 * its quantity, other lines move over; a guest coupon is kept when the customer's cart has none.
 * With no open cart of their own, the guest cart simply becomes the customer's.
 */
export async function mergeGuestCart(
  db: Kysely<DB>,
  guestCartId: number | undefined,
  customerId: number,
): Promise<void> {
  if (!guestCartId) return;
  await db.transaction().execute(async (trx) => {
    const guest = await trx
      .selectFrom('carts')
      .select(['id', 'coupon_code'])
      .where('id', '=', guestCartId)
      .where('customer_id', 'is', null)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!guest) return;
    const own = await trx
      .selectFrom('carts')
      .select(['id', 'coupon_code'])
      .where('customer_id', '=', customerId)
      .where('is_active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const now = new Date().toISOString();
    if (!own) {
      await trx
        .updateTable('carts')
        .set({ customer_id: customerId, updated_at: now })
        .where('id', '=', guest.id)
        .execute();
      return;
    }
    const [guestLines, ownLines] = await Promise.all(
      [guest.id, own.id].map((cartId) =>
        trx
          .selectFrom('cart_items')
          .select(['id', 'product_id', 'variant_id', 'quantity', 'campaign_id'])
          .where('cart_id', '=', cartId)
          .execute(),
      ),
    );
    for (const line of guestLines) {
      const same = ownLines.find((o) => o.product_id === line.product_id && o.variant_id === line.variant_id);
      if (same) {
        const quantity = Math.min(MAX_LINE_QTY, same.quantity + line.quantity);
        await trx
          .updateTable('cart_items')
          .set({ quantity, campaign_id: same.campaign_id ?? line.campaign_id })
          .where('id', '=', same.id)
          .execute();
        await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
      } else {
        await trx.updateTable('cart_items').set({ cart_id: own.id }).where('id', '=', line.id).execute();
      }
    }
    await trx
      .updateTable('carts')
      .set({ coupon_code: own.coupon_code ?? guest.coupon_code, updated_at: now })
      .where('id', '=', own.id)
      .execute();
    await trx.deleteFrom('carts').where('id', '=', guest.id).execute();
  });
}
