import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { listAddresses } from '../../address/addresses';
import { findActiveCartId } from '../../cart/activeCart';
import { loadCart } from '../../cart/pricedCart';
import { cartView } from '../../cart/cartView';
import { checkoutFor } from '../../checkout/checkoutState';
import { CART_PATH, withShipping } from '../../checkout/openCart';
import { PAYMENT_METHODS, shippingMethods } from '../../checkout/shipping';
import { successPage } from '../../checkout/successPage';
import { customerPage } from '../requireCustomer';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** The one-page checkout and its success page; guests go to /customer/login and come back. */
const checkoutPages: FastifyPluginAsync = async (app) => {
  async function checkoutPage(request: FastifyRequest, reply: FastifyReply) {
    const customerId = request.session.get('customerId')!;
    const cartId = await findActiveCartId(app.db, request.session.data);
    const cart = cartId ? await loadCart(app.db, cartId) : null;
    if (!cart || cart.lines.length === 0) return reply.redirect(CART_PATH);
    // Choices already saved for this cart (a reload keeps them), with the delivery charge the cart call shows too.
    const state = checkoutFor(request.session.get('checkout'), cart.id);
    return reply.page('checkout', {
      title: 'Checkout',
      checkout: {
        courierActive: app.courier.active,
        shippingMethods: shippingMethods(app.courier.active),
        paymentMethods: PAYMENT_METHODS,
        addresses: await listAddresses(app.db, customerId),
        cart: cartView(withShipping(cart, state.shippingAmount ?? 0), app.money),
        selected: { addressId: state.addressId ?? null, shippingMethod: state.shippingMethod ?? null, paymentMethod: state.paymentMethod ?? null },
      },
    });
  }
  app.get('/checkout/onepage/', { preHandler: customerPage, schema: noQuery }, checkoutPage);
  app.get('/checkout/onepage', { preHandler: customerPage, schema: noQuery }, checkoutPage);

  app.get('/checkout/onepage/success', { preHandler: customerPage, schema: noQuery }, async (request, reply) => {
    const page = await successPage(app.db, request.session.get('customerId')!, request.session.get('checkout')?.placedOrderId, app.money);
    if (!page) return reply.redirect(CART_PATH);
    return reply.page('checkout-success', { ...page });
  });
};

export default checkoutPages;
