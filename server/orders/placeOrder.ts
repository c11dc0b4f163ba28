import { inEnglish, serverText } from '../lib/serverText';
import type { Kysely } from 'kysely';
import type { CheckedAddress } from '../address/checkAddress';
import { lineKeys } from '../cart/cartRows';
import { COUPON_TEXTS } from '../cart/coupons';
import { loadCart, type PricedCart } from '../cart/pricedCart';
import type { CourierIntegration } from '../courier/integration';
import type { DB } from '../db/schema';
import { ORDER_STATUS } from './statusEvents';
import { Conflict, Refused } from '../lib/domainErrors';
import type { CheckoutState } from '../checkout/checkoutState';
import type { GatewayName } from '../payments/gateway';
import type { PayableOrder } from './orderPayments';
import { cannotContinue, CART_EMPTY_TEXT, CART_PATH, withShipping } from '../checkout/openCart';
import { writeOrder } from './orderWrites';
import { advanceAmount } from './cashOrders';
import type { AdvanceRule } from '../config';
import { stockShortage } from '../stock/orderStock';
import { paymentMethods, shippingCharge, shippingTitle, type Parcel } from '../checkout/shipping';

export const ORDER_INCOMPLETE_TEXT = serverText('server.orderIncomplete');
/** In English, word for word as the English catalogue has it. */
export const ORDER_INCOMPLETE = inEnglish(ORDER_INCOMPLETE_TEXT);
const CART_CHANGED_TEXT = serverText('server.cartChanged');

/**
 * Shoppers' order numbers: HT- and the order's id above 100000 (HT-100001, HT-100002 ...); the database writes the same
 * (migration 014).
 */
export const incrementIdOf = (orderId: number): string => `HT-${100000 + orderId}`;

export interface PlacedOrder {
  orderId: number;
  incrementId: string;
  alreadyPlaced: boolean;
  /** Placed to be paid at a gateway, and not paid yet: the shopper goes to the gateway's page. */
  awaitingPayment: boolean;
  /** An order this call placed waiting for its payment: what opening its payment sends the gateway. */
  payable?: PayableOrder;
}

/**
 * The gateways an order may be paid through, how long an order waiting for its payment holds (ms), and the advance
 * a cash order of this checkout pays by bKash first (cashOrders.ts), if any.
 */
export interface OrderPayments {
  gateways: readonly GatewayName[];
  holdMs: number;
  advance?: AdvanceRule | null;
}

/**
 * The order written from this cart, when it is the customer's own: the checkout's cart once its
 * order is placed (the success page shows it; an Order Place that arrives after, from a second
 * tab, is answered with it rather than asked to choose again).
 */
export async function orderOfCart(db: Kysely<DB>, customerId: number, cartId: number): Promise<PlacedOrder | null> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'increment_id', 'status'])
    .where('cart_id', '=', cartId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row
    ? {
        orderId: row.id,
        incrementId: row.increment_id,
        alreadyPlaced: true,
        awaitingPayment: row.status === ORDER_STATUS.awaitingPayment,
      }
    : null;
}

function unavailable(cart: PricedCart): Refused | null {
  if (cart.unavailable.length === 0) return null;
  return new Refused(serverText('server.noLongerAvailable', { names: cart.unavailable.map((u) => u.name) }), {
    redirectTo: CART_PATH,
  });
}

/** How many times an order reads its cart again after finding it changed before it gives up. */
const READS = 3;

const orderAddress = (type: 'billing' | 'shipping', a: CheckedAddress) => ({
  address_type: type,
  first_name: a.first_name,
  last_name: a.last_name,
  email: a.email || null,
  phone: a.phone,
  address1: a.address.filter(Boolean).join(', '),
  city: a.city,
  state: a.state,
  area: a.area,
  postcode: a.postcode,
  country: a.country,
  city_id: a.city_id,
  zone_id: a.zone_id,
  area_id: a.area_id,
});

/**
 * Places the checkout's order: the customer's open cart is read and every line priced again from
 * the database, the coupon checked again and the shipping charge added, then the cart is claimed
 * (closed) and the order, its items, addresses and first status event written as the coupon's use
 * is counted, all or nothing, and only while the cart is still as it was priced (orderWrites.ts).
 * A cart changed in between is read and priced again; a second submit of the same checkout finds
 * its cart closed and answers with the order the first one wrote. The charge is the method's flat
 * rate, or the courier's quote kept for this parcel when the shopper chose the method, else the
 * courier is asked between the read and the write (no transaction is open while it answers).
 * Totals (poisha): grand_total = sub_total + shipping - discount_amount. An order to be paid at a gateway is
 * written waiting for its payment (pending_payment) until pay_by, and so is a cash order asked an advance (its
 * advance_amount, paid by bKash; the rest is due on delivery); any other cash order is placed.
 * `firstRead`: the customer's open cart as the call read it already (with its session), and when.
 */
export async function placeOrder(
  db: Kysely<DB>,
  integration: CourierIntegration,
  customerId: number,
  state: CheckoutState,
  payments: OrderPayments = { gateways: [], holdMs: 0 },
  firstRead?: { cart: PricedCart | null; now: Date },
): Promise<PlacedOrder> {
  const { cartId, shipping, billing, shippingMethod, paymentMethod } = state;
  if (!cartId || !shipping || !billing || !shippingMethod || !paymentMethod) throw new Refused(ORDER_INCOMPLETE_TEXT);
  const payment = paymentMethods({ gateways: payments.gateways, sandbox: false }).find(
    (p) => p.method === paymentMethod,
  );
  if (!payment) throw new Refused(ORDER_INCOMPLETE_TEXT);
  const atGateway = payment.method !== 'cashondelivery';

  for (let read = 1; read <= READS; read++) {
    const given = read === 1 ? firstRead : undefined;
    const now = given?.now ?? new Date();
    const priced = given ? given.cart : await loadCart(db, { customerId }, { now });
    if (!priced || priced.id !== cartId) {
      // The checkout's cart is no longer the customer's open one: closed by its order, or emptied and
      // gone. A new cart with lines is another checkout, whose choices are not made yet.
      if (priced && priced.lines.length > 0) throw new Refused(ORDER_INCOMPLETE_TEXT);
      const placed = await orderOfCart(db, customerId, cartId);
      if (placed) return placed;
      throw cannotContinue(CART_EMPTY_TEXT);
    }
    if (priced.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);
    const refusal = unavailable(priced);
    if (refusal) throw refusal;
    const parcel: Parcel = { method: shippingMethod, address: shipping, itemsQty: priced.itemsQty };
    const cart = withShipping(priced, await shippingCharge(integration, state, parcel));
    if (cart.couponProblem) throw new Refused(cart.couponProblem);
    const advance =
      !atGateway && payments.advance
        ? advanceAmount(payments.advance, { grandTotal: cart.grandTotal, shipping: cart.shipping })
        : 0;
    const waiting = atGateway || advance > 0;

    const written = await writeOrder(
      db,
      {
        order: {
          increment_id: `pending-${cartId}`, // numbered by the database once the id is known (migration 014)
          customer_id: customerId,
          status: waiting ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.placed,
          cart_id: cartId,
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
          // Waiting for its payment, the order holds its units and coupon use this long (orders/reconcile.ts).
          ...(waiting ? { pay_by: new Date(now.getTime() + payments.holdMs).toISOString() } : {}),
          ...(advance > 0 ? { advance_amount: advance } : {}),
        },
        items: cart.lines.map((l) => ({
          product_id: l.productId,
          variant_id: l.variantId,
          sku: l.sku,
          name: l.name,
          price: l.unitPrice,
          qty_ordered: l.quantity,
          total: l.total,
          tax_percent: 0,
          tax_amount: 0,
        })),
        addresses: [orderAddress('billing', billing), orderAddress('shipping', shipping)],
      },
      { id: cartId, customerId, updatedAt: priced.updatedAt, couponCode: cart.couponCode, lines: lineKeys(cart.lines) },
    );
    if (written.outcome === 'placed') {
      const { id, customer } = written;
      const incrementId = incrementIdOf(id);
      const charged = { id, increment_id: incrementId, grand_total: cart.grandTotal, advance_amount: advance };
      const payable = waiting ? { ...customer, ...charged, payment_method: payment.method } : undefined;
      return { orderId: id, incrementId, alreadyPlaced: false, awaitingPayment: waiting, payable };
    }
    if (written.outcome === 'couponUsedUp') throw new Refused(COUPON_TEXTS.usedUp);
    if (written.outcome === 'outOfStock') throw await stockShortage(db, cart.lines, CART_PATH);
  }
  // Changed on every read: the shopper is changing it still, in another tab.
  throw new Conflict(CART_CHANGED_TEXT);
}
