import { inEnglish, serverText } from '../lib/serverText';
import type { Kysely, Transaction } from 'kysely';
import type { CheckedAddress } from '../address/checkAddress';
import { COUPON_TEXTS, redeemCoupon } from '../cart/coupons';
import { loadCart, type PricedCart } from '../cart/pricedCart';
import type { CourierIntegration } from '../courier/integration';
import type { DB } from '../db/schema';
import { recordPlaced } from '../orders/statusEvents';
import { Conflict, Refused } from '../lib/domainErrors';
import type { CheckoutState } from './checkoutState';
import { cannotContinue, CART_EMPTY_TEXT, CART_PATH } from './openCart';
import { paymentMethods, shippingCharge, shippingTitle } from './shipping';

export const ORDER_INCOMPLETE_TEXT = serverText('server.orderIncomplete');
/** In English, word for word as the English catalogue has it. */
export const ORDER_INCOMPLETE = inEnglish(ORDER_INCOMPLETE_TEXT);
export const ALREADY_PLACED_TEXT = serverText('server.alreadyPlaced');
/** In English, word for word as the English catalogue has it. */
export const ALREADY_PLACED = inEnglish(ALREADY_PLACED_TEXT);
export const CART_CHANGED_TEXT = serverText('server.cartChanged');
/** In English, word for word as the English catalogue has it. */
export const CART_CHANGED = inEnglish(CART_CHANGED_TEXT);

/** Shoppers' order numbers: HT- and the order's id above 100000 (HT-100001, HT-100002 ...). */
export const incrementIdOf = (orderId: number): string => `HT-${100000 + orderId}`;

export interface PlacedOrder { orderId: number; incrementId: string; alreadyPlaced: boolean }

/**
 * The order this session placed last, when it is the customer's own: an Order Place that arrives
 * after the checkout closed (a second tab) is answered with it rather than asked to choose again.
 */
export async function placedBefore(db: Kysely<DB>, customerId: number, orderId: number): Promise<PlacedOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'increment_id']).where('id', '=', orderId).where('customer_id', '=', customerId).executeTakeFirst();
  return row ? { orderId: row.id, incrementId: row.increment_id, alreadyPlaced: true } : null;
}

async function orderOfCart(db: Kysely<DB>, customerId: number, cartId: number): Promise<PlacedOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'increment_id']).where('cart_id', '=', cartId).where('customer_id', '=', customerId).executeTakeFirst();
  return row ? { orderId: row.id, incrementId: row.increment_id, alreadyPlaced: true } : null;
}

function unavailable(cart: PricedCart): Refused | null {
  if (cart.unavailable.length === 0) return null;
  return new Refused(serverText('server.noLongerAvailable', { names: cart.unavailable.map((u) => u.name) }), { redirectTo: CART_PATH });
}

const orderAddress = (orderId: number, type: 'billing' | 'shipping', a: CheckedAddress) => ({
  order_id: orderId, address_type: type, first_name: a.first_name, last_name: a.last_name, email: a.email || null, phone: a.phone,
  address1: a.address.filter(Boolean).join(', '), city: a.city, state: a.state, area: a.area, postcode: a.postcode, country: a.country,
  city_id: a.city_id, zone_id: a.zone_id, area_id: a.area_id,
});

/**
 * Places the checkout's order in one transaction: the cart is claimed (closed) first, so a second
 * submit of the same checkout finds it closed and answers with the order the first one wrote;
 * then every line is priced again from the database, the coupon checked again and counted, the
 * shipping charge added, and the order, its items and addresses written.
 * Totals (poisha): grand_total = sub_total + shipping - discount_amount.
 */
export async function placeOrder(db: Kysely<DB>, integration: CourierIntegration, customerId: number, state: CheckoutState): Promise<PlacedOrder> {
  const { cartId, shipping, billing, shippingMethod, paymentMethod } = state;
  if (!cartId || !shipping || !billing || !shippingMethod || !paymentMethod) throw new Refused(ORDER_INCOMPLETE_TEXT);
  const payment = paymentMethods().find((p) => p.method === paymentMethod);
  if (!payment) throw new Refused(ORDER_INCOMPLETE_TEXT);

  // The courier may be a network call: ask before the transaction, never inside it. The customer's
  // names are read meanwhile, on another pooled connection.
  const [before, customer] = await Promise.all([
    loadCart(db, cartId),
    db.selectFrom('customers').select(['first_name', 'last_name', 'email', 'phone']).where('id', '=', customerId).executeTakeFirstOrThrow(),
  ]);
  if (!before || before.lines.length === 0) {
    const placed = await orderOfCart(db, customerId, cartId);
    if (placed) return placed;
    throw cannotContinue(CART_EMPTY_TEXT);
  }
  const shippingAmount = await shippingCharge(integration, state, { method: shippingMethod, address: shipping, itemsQty: before.itemsQty });

  return db.transaction().execute(async (trx: Transaction<DB>) => {
    const now = new Date();
    const claimed = await trx
      .updateTable('carts')
      .set({ is_active: 0, updated_at: now.toISOString() })
      .where('id', '=', cartId)
      .where('customer_id', '=', customerId)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const placed = await orderOfCart(trx, customerId, cartId);
      if (placed) return placed;
      throw cannotContinue(CART_EMPTY_TEXT);
    }

    const cart = (await loadCart(trx, cartId, { shipping: shippingAmount, now }))!;
    if (cart.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);
    const refusal = unavailable(cart);
    if (refusal) throw refusal;
    // The charge was priced for the parcel seen before the transaction; a cart changed since then is reviewed again.
    if (cart.itemsQty !== before.itemsQty) throw new Conflict(CART_CHANGED_TEXT);
    if (cart.couponProblem) throw new Refused(cart.couponProblem);
    if (cart.couponCode && !(await redeemCoupon(trx, cart.couponCode))) throw new Refused(COUPON_TEXTS.usedUp);

    const { id: orderId } = await trx
      .insertInto('orders')
      .values({
        increment_id: `pending-${cartId}`, // replaced below, once the id is known
        customer_id: customerId,
        status: 'pending',
        cart_id: cartId,
        customer_first_name: customer.first_name,
        customer_last_name: customer.last_name,
        customer_email: customer.email,
        customer_phone: customer.phone,
        shipping_method: shippingMethod,
        shipping_title: shippingTitle(shippingMethod, integration.active),
        payment_method: payment.method,
        payment_title: payment.method_title,
        coupon_code: cart.couponCode,
        sub_total: cart.subTotal,
        discount_amount: cart.discount,
        shipping_amount: cart.shipping,
        tax_amount: 0,
        grand_total: cart.grandTotal,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const incrementId = incrementIdOf(orderId);
    await trx.updateTable('orders').set({ increment_id: incrementId }).where('id', '=', orderId).execute();
    await trx
      .insertInto('order_items')
      .values(cart.lines.map((l) => ({
        order_id: orderId, product_id: l.productId, variant_id: l.variantId, sku: l.sku, name: l.name,
        price: l.unitPrice, qty_ordered: l.quantity, total: l.total, tax_percent: 0, tax_amount: 0,
      })))
      .execute();
    await trx.insertInto('order_addresses').values([orderAddress(orderId, 'billing', billing), orderAddress(orderId, 'shipping', shipping)]).execute();
    await recordPlaced(trx, orderId, now.toISOString());
    return { orderId, incrementId, alreadyPlaced: false };
  });
}
