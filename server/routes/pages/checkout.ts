import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderDetail } from '../../../shared/api/accountContract';
import type { OrderPlacedProps } from '../../../shared/api/checkoutContract';
import { ORDER_STATUS } from '../../orders/statusEvents';
import { findOrder } from '../../orders/customerOrders';
import { listAddresses } from '../../address/addresses';
import { findActiveCartId } from '../../cart/activeCart';
import { loadCart } from '../../cart/pricedCart';
import { cartView } from '../../cart/cartView';
import { stockProblems } from '../../cart/cartStock';
import { flashNextPage } from '../../plugins/formReturn';
import { checkoutFor } from '../../checkout/checkoutState';
import { emailOf } from '../../customer/customers';
import { CART_PATH, withShipping } from '../../checkout/openCart';
import { orderOfCart } from '../../orders/placeOrder';
import { paymentMethods, shippingMethods } from '../../checkout/shipping';
import { PRIVATE_HEADS } from '../../seo/contentHeads';
import type { PageLanguage } from '../../seo/head';
import { customerPage } from '../requireCustomer';
import { cashOrderNote } from '../checkout/cashConfirm';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** Subtotal, discount (with its coupon), shipping charge and total, as the checkout's summary showed them. */
function successTotals(page: PageLanguage, order: OrderDetail) {
  return [
    { label: page.t('pages.subtotal'), amount: order.formatted_subtotal },
    {
      label: order.coupon_code ? page.t('pages.discountCoupon', { code: order.coupon_code }) : page.t('pages.discount'),
      amount: order.discount_amount > 0 ? `− ${order.formatted_discount_amount}` : order.formatted_discount_amount,
    },
    { label: page.t('pages.shippingCharge'), amount: order.formatted_shipping_handling },
    { label: page.t('pages.total'), amount: order.formatted_grand_total, className: 'summary-total' },
    { label: page.t('pages.totalPaid'), amount: order.formatted_total_paid },
    ...(order.total_refunded > 0
      ? [{ label: page.t('pages.totalRefunded'), amount: order.formatted_total_refunded }]
      : []),
    { label: page.t('pages.totalDue'), amount: order.formatted_total_due },
  ];
}

/** Not yet confirmed: waiting for its payment, held for the shop to verify the payer, or cancelled. */
const UNCONFIRMED: readonly string[] = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.held, ORDER_STATUS.cancelled];

/**
 * The OrderPlace of an order a gateway confirmed (its total, or a cash order's advance, paid), which the success page
 * the gateway sent the shopper back to sends; null for any other order (a cash order placed outright sent it from the
 * checkout, an unconfirmed one sends none).
 */
function orderPlaced(order: OrderDetail, email: string | null): OrderPlacedProps | null {
  if (order.total_paid <= 0 || UNCONFIRMED.includes(order.status) || !order.shipping_address) return null;
  const { name, phone } = order.shipping_address;
  return { number: order.increment_id, value: order.grand_total, name, phone, email };
}

/** The one-page checkout and its success page; guests go to /customer/login and come back. */
const checkoutPages: FastifyPluginAsync = async (app) => {
  async function checkoutPage(request: FastifyRequest, reply: FastifyReply) {
    const customerId = request.session.get('customerId')!;
    const cartId = await findActiveCartId(app.db, request.session.data);
    const cart = cartId ? await loadCart(app.db, cartId) : null;
    if (!cart || cart.lines.length === 0) return reply.redirect(CART_PATH);
    // A line holding more than the shop has left: back to the cart, which marks it, told which and why.
    const short = stockProblems(cart, request.language);
    if (short.length > 0) {
      for (const text of short) flashNextPage(request, text, 'error');
      return reply.redirect(CART_PATH);
    }
    // Choices already saved for this cart (a reload keeps them), with the delivery charge the cart call shows too.
    const state = checkoutFor(request.session.get('checkout'), cart.id);
    return reply.page('checkout', {
      seo: PRIVATE_HEADS.checkout(request),
      checkout: {
        courierActive: app.courier.active,
        shippingMethods: shippingMethods(app.courier.active, request.t),
        paymentMethods: paymentMethods({ gateways: app.payments.gateways, sandbox: app.payments.sandbox }, request.t),
        addresses: await listAddresses(app.db, customerId, request.language),
        cart: cartView(withShipping(cart, state.shippingAmount ?? 0), request.money, request.language),
        selected: {
          addressId: state.addressId ?? null,
          shippingMethod: state.shippingMethod ?? null,
          paymentMethod: state.paymentMethod ?? null,
        },
        customerEmail: await emailOf(app.db, customerId),
        // A reload keeps what the chosen cash payment asks, told before Order Place.
        cashOrder: await cashOrderNote(app, state, cart, request.money),
      },
    });
  }
  app.get('/checkout/onepage/', { preHandler: customerPage, schema: noQuery }, checkoutPage);
  app.get('/checkout/onepage', { preHandler: customerPage, schema: noQuery }, checkoutPage);

  // The order placed from the cart of this session's checkout, read again from the order tables,
  // and only when it is the signed-in customer's own.
  app.get('/checkout/onepage/success', { preHandler: customerPage, schema: noQuery }, async (request, reply) => {
    const customerId = request.session.get('customerId')!;
    const cartId = request.session.get('checkout')?.cartId;
    const placed = cartId ? await orderOfCart(app.db, customerId, cartId) : null;
    const order = placed
      ? await findOrder(app.db, customerId, placed.orderId, request.money, request.t, request.language)
      : null;
    if (!order) return reply.redirect(CART_PATH);
    const crumbs = [{ label: request.t('pages.home'), href: '/' }, { label: request.t('pages.orderPlaced') }];
    return reply.page('checkout-success', {
      seo: PRIVATE_HEADS.orderPlaced(request),
      crumbs,
      order,
      totals: successTotals(request, order),
      orderPlaced: order.total_paid > 0 ? orderPlaced(order, (await emailOf(app.db, customerId)) ?? null) : null,
    });
  });
};

export default checkoutPages;
