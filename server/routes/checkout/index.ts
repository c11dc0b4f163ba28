import { say } from '../../../shared/validation/shopText';
import { inEnglishAll, serverText } from '../../lib/serverText';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { findAddress, type AddressView } from '../../address/addresses';
import { checkAddress, type CheckedAddress } from '../../address/checkAddress';
import { cartView } from '../../cart/cartView';
import type { ShippingMethodCode } from '../../../shared/api/checkoutContract';
import { checkoutFor } from '../../checkout/checkoutState';
import { cannotContinue, checkoutCart, CHECKOUT_PATH, SUCCESS_PATH, withShipping } from '../../checkout/openCart';
import { readSessionAndCart, SESSION_IN_CALL } from '../sessionCart';
import { orderOfCart, placeOrder } from '../../orders/placeOrder';
import { spendCode } from '../../customer/signInCode';
import { cashCheckOf, cashOrderNote, confirmCashCode } from './cashConfirm';
import { openPayment } from '../../orders/orderPayments';
import { orderViewPath } from '../../orders/customerOrders';
import { placeOnce } from '../../orders/idempotency';
import {
  NO_COURIER_PLACE_TEXT,
  paymentMethods,
  SHIPPING_CODES,
  shippingCharge,
  shippingMethods,
} from '../../checkout/shipping';
import { newAddressBody } from '../address';
import { LOGIN_PATH, requireCustomer, SIGN_IN_REQUIRED_TEXT } from '../requireCustomer';
import { toTaka } from '../../lib/money';
import { Refused } from '../../lib/domainErrors';

const CHECKOUT_TEXTS = {
  addressSaved: serverText('server.addressSaved'),
  notYourAddress: serverText('server.notYourAddress'),
  addressInvalid: serverText('server.addressInvalid'),
  noAddress: serverText('server.noAddress'),
  shippingSaved: serverText('server.shippingSaved'),
  noShipping: serverText('server.noShipping'),
  paymentSaved: serverText('server.paymentSaved'),
  cashOnly: serverText('server.cashOnly'),
  notOffered: serverText('server.paymentNotOffered'),
  startFailed: serverText('server.paymentStartFailed'),
  orderPlaced: serverText('server.orderPlaced'),
  alreadyPlaced: serverText('server.alreadyPlaced'),
};
/** The same in English, word for word as the English catalogue has them. */
export const CHECKOUT_MESSAGES = inEnglishAll(CHECKOUT_TEXTS);

// The island sends a saved address's copy along (its id, dates ...): the address fields are typed, other fields are
// ignored.
const addressCopy = {
  type: 'object',
  properties: {
    ...newAddressBody.properties,
    use_for_shipping: {
      anyOf: [{ type: 'null' }, { type: 'boolean' }, { type: 'integer' }, { type: 'string', maxLength: 5 }],
    },
  },
  maxProperties: 40,
} as const;

function fromSaved(a: AddressView): CheckedAddress {
  return {
    company_name: a.company_name ?? undefined,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email ?? undefined,
    address: a.address,
    state: a.state,
    city: a.city,
    postcode: a.postcode,
    phone: a.phone,
    country: 'BD',
    vat_id: a.vat_id ?? undefined,
    city_id: a.city_id,
    zone_id: a.zone_id,
    area_id: a.area_id,
    area: a.area,
    default_address: a.default_address === '1',
  };
}

/** The one-page checkout: address, shipping method, payment method, then the order (all in the session). */
const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const integration = app.courier;
  const offered = { gateways: app.payments.gateways, sandbox: app.payments.sandbox };

  /** The address form with its field names, or the shipping copy's prefixed with shipping. */
  async function checked(input: unknown, prefix: string, requireCourierPlace: boolean): Promise<CheckedAddress> {
    const result = await checkAddress(input, { courier: integration, requireCourierPlace });
    if (result.ok) return result.value;
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, messages]) => [prefix + field, messages]),
    );
    throw new Refused(CHECKOUT_TEXTS.addressInvalid, { fields: errors });
  }

  app.post<{
    Body: { address_id?: number | null; billing?: Record<string, unknown>; shipping?: Record<string, unknown> };
  }>(
    '/api/checkout/onepage/addresses',
    {
      config: SESSION_IN_CALL,
      schema: {
        body: {
          type: 'object',
          properties: {
            address_id: { type: ['integer', 'null'], minimum: 1 },
            billing: addressCopy,
            shipping: addressCopy,
          },
        },
      },
    },
    async (request) => {
      const found = await readSessionAndCart(app.db, request);
      const customerId = requireCustomer(request);
      const cart = checkoutCart(found);
      const { address_id: addressId, billing: billingInput, shipping: shippingInput } = request.body ?? {};
      let billing: CheckedAddress;
      let shipping: CheckedAddress;
      if (addressId) {
        // A saved address: its own fields, whatever copy was sent along.
        const saved = await findAddress(app.db, customerId, addressId);
        if (!saved)
          throw new Refused(CHECKOUT_TEXTS.notYourAddress, { fields: { address_id: [CHECKOUT_TEXTS.notYourAddress] } });
        if (integration.active && (!saved.city_id || !saved.zone_id)) throw new Refused(NO_COURIER_PLACE_TEXT);
        billing = shipping = fromSaved(saved);
      } else {
        // Shipping goes to the billing address unless a different one was sent.
        const separate =
          Boolean(shippingInput) &&
          Object.keys(shippingInput!).length > 0 &&
          shippingInput!.use_for_shipping !== true &&
          billingInput?.use_for_shipping !== true &&
          JSON.stringify(shippingInput) !== JSON.stringify(billingInput);
        billing = await checked(billingInput ?? {}, '', integration.active && !separate);
        shipping = separate ? await checked(shippingInput, 'shipping.', integration.active) : billing;
      }
      const before = checkoutFor(request.session.get('checkout'), cart.id);
      // A new address starts the shipping and payment choice over: the delivery price depends on it.
      request.session.set('checkout', {
        cartId: cart.id,
        addressId: addressId ?? null,
        billing,
        shipping,
        quotes: before.quotes,
      });
      return {
        message: say(request.t, CHECKOUT_TEXTS.addressSaved),
        redirect: false,
        data: {
          address_id: addressId ?? null,
          billing,
          shipping,
          shipping_methods: shippingMethods(integration.active, request.t),
        },
      };
    },
  );

  /** Guests and empty carts cannot choose a shipping method: 403 with where to go. */
  function customerOr403(request: FastifyRequest): number {
    const customerId = request.session.get('customerId');
    if (!customerId) throw cannotContinue(SIGN_IN_REQUIRED_TEXT, LOGIN_PATH);
    return customerId;
  }

  app.post<{ Body: { shipping_method: ShippingMethodCode } }>(
    '/api/checkout/onepage/shipping-methods',
    {
      config: SESSION_IN_CALL,
      schema: {
        body: {
          type: 'object',
          required: ['shipping_method'],
          properties: { shipping_method: { type: 'string', enum: SHIPPING_CODES } },
        },
      },
    },
    async (request) => {
      const found = await readSessionAndCart(app.db, request);
      customerOr403(request);
      const cart = checkoutCart(found);
      const state = checkoutFor(request.session.get('checkout'), cart.id);
      if (!state.shipping) throw cannotContinue(CHECKOUT_TEXTS.noAddress, CHECKOUT_PATH);
      const method = request.body.shipping_method;
      const amount = await shippingCharge(integration, state, {
        method,
        address: state.shipping,
        itemsQty: cart.itemsQty,
      });
      // Choosing a shipping method resets the payment method: the shopper confirms it again.
      request.session.set('checkout', {
        ...state,
        shippingMethod: method,
        shippingAmount: amount,
        paymentMethod: undefined,
      });
      const methods = shippingMethods(integration.active, request.t);
      return {
        message: say(request.t, CHECKOUT_TEXTS.shippingSaved),
        payment_methods: paymentMethods(offered, request.t),
        shipping_methods: methods,
        selected_shipping_method: {
          ...methods.find((m) => m.code === method)!,
          price: toTaka(amount),
          formatted_price: request.money(amount),
        },
        cart: cartView(withShipping(cart, amount), request.money, request.language),
      };
    },
  );

  app.post<{ Body: { payment: { method: string } } }>(
    '/api/checkout/onepage/payment-methods',
    {
      config: SESSION_IN_CALL,
      schema: {
        body: {
          type: 'object',
          required: ['payment'],
          properties: {
            payment: {
              type: 'object',
              required: ['method'],
              properties: { method: { type: 'string', maxLength: 64 } },
            },
          },
        },
      },
    },
    async (request) => {
      const found = await readSessionAndCart(app.db, request);
      requireCustomer(request);
      const cart = checkoutCart(found);
      const state = checkoutFor(request.session.get('checkout'), cart.id);
      if (!state.shipping) throw cannotContinue(CHECKOUT_TEXTS.noAddress, CHECKOUT_PATH);
      if (!state.shippingMethod) throw new Refused(CHECKOUT_TEXTS.noShipping);
      const payment = paymentMethods(offered, request.t).find((p) => p.method === request.body.payment.method);
      if (!payment) {
        const why = app.payments.gateways.length ? CHECKOUT_TEXTS.notOffered : CHECKOUT_TEXTS.cashOnly;
        throw new Refused(why, { fields: { 'payment.method': [why] } });
      }
      const chosen = { ...state, paymentMethod: payment.method };
      request.session.set('checkout', chosen);
      // A cash order that asks a code or an advance says so before Order Place.
      const note = await cashOrderNote(app, chosen, cart, request.money);
      return {
        message: say(request.t, CHECKOUT_TEXTS.paymentSaved),
        data: { payment_method: payment, ...(note ? { cash_order: note } : {}) },
      };
    },
  );

  // The body (address, shipping_method, payment_method) is the island's copy: the session's choices are the order's.
  app.post(
    '/api/checkout/onepage/orders',
    {
      schema: {
        // confirm_code: the code sent by SMS to a cash order's number, when its Order Place asked one (cashConfirm.ts).
        body: { type: ['object', 'null'], properties: { confirm_code: { type: 'string', maxLength: 12 } } },
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 255 } } },
      },
      config: SESSION_IN_CALL,
    },
    async (request, reply) => {
      // The cart as read with the session is the order's first read of it (placeOrder reads it again if it changed).
      const now = new Date();
      const firstRead = { now, cart: await readSessionAndCart(app.db, request, now) };
      const customerId = requireCustomer(request);
      const state = request.session.get('checkout') ?? {};
      // Without the checkout's choices placeOrder refuses. The session is not written: it keeps the
      // checkout of the cart the order closed, by which the success page finds the order.
      const key = request.headers['idempotency-key'];
      const code = (request.body as { confirm_code?: string } | null)?.confirm_code;
      // A cash order confirmed by code or advance first (an order this cart already placed is answered as it is).
      const place = async () => {
        const cash = await cashCheckOf(app, state);
        const placedBefore =
          cash?.ask === 'code' && state.cartId && (await orderOfCart(app.db, customerId, state.cartId));
        if (cash?.ask === 'code' && !placedBefore) await confirmCashCode(app, request, reply, cash, code);
        const advance = cash?.ask === 'advance' ? app.cashOrders.advance : null;
        const order = await placeOrder(app.db, integration, customerId, state, { ...app.payments, advance }, firstRead);
        if (cash?.ask === 'code' && cash.number && !order.alreadyPlaced) await spendCode(app.db, cash.number);
        return order;
      };
      const placed =
        typeof key === 'string' ? await placeOnce(app.db, customerId, key, request.body, place) : await place();
      let redirectUrl: string = SUCCESS_PATH;
      let message = say(request.t, placed.alreadyPlaced ? CHECKOUT_TEXTS.alreadyPlaced : CHECKOUT_TEXTS.orderPlaced);
      if (placed.awaitingPayment) {
        // To the gateway's page; when it would not open, to the order, whose Pay now tries again.
        const gatewayPage = await openPayment(app.db, app.payments, placed.orderId, placed.payable);
        redirectUrl = gatewayPage ?? orderViewPath(placed.orderId);
        if (!gatewayPage) message = say(request.t, CHECKOUT_TEXTS.startFailed);
      }
      return {
        message,
        data: {
          success: true,
          redirect_url: redirectUrl,
          message,
          order: { id: placed.orderId, increment_id: placed.incrementId },
          ...(placed.awaitingPayment ? { awaiting_payment: true } : {}),
        },
      };
    },
  );
};

export default checkoutRoutes;
