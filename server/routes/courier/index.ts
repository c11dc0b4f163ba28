import { inEnglish, serverText } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { checkoutFor } from '../../checkout/checkoutState';
import { cannotContinue, CART_EMPTY_TEXT } from '../../checkout/openCart';
import { courierQuote, deliveryTypeOf } from '../../checkout/shipping';
import { loadCart } from '../../cart/pricedCart';
import { parcelWeight } from '../../courier/courier';
import { labelAreas, labelCities, labelZones } from '../../address/courierPlaceNames';
import { requireCustomer } from '../requireCustomer';
import { idParams, idSchema } from '../schemaParts';
import { toTaka } from '../../lib/money';
import { Forbidden, Refused } from '../../lib/domainErrors';
import webhookRoutes from './webhooks';

export const COURIER_INACTIVE_TEXT = serverText('server.courierInactive');
/** In English, word for word as the English catalogue has it. */
export const COURIER_INACTIVE = inEnglish(COURIER_INACTIVE_TEXT);
export const NOT_YOUR_CART_TEXT = serverText('server.notYourCart');
/** In English, word for word as the English catalogue has it. */
export const NOT_YOUR_CART = inEnglish(NOT_YOUR_CART_TEXT);

interface PriceBody {
  city_id: number;
  zone_id: number;
  cart_id: number;
  delivery_type: string;
}

/**
 * The courier's places (for the address form's city, zone and area dropdowns) and its delivery
 * price for the shopper's own cart, sent as multipart/form-data by the checkout; and the couriers' parcel
 * notifications (webhooks.ts).
 */
const courierRoutes: FastifyPluginAsync = async (app) => {
  const { courier } = app.courier;
  await app.register(webhookRoutes);

  // Each place keeps the courier's English name (the form sends it back) beside its label in the shopper's language.
  app.get('/get-cities', { schema: { querystring: { type: 'object', properties: {} } } }, async (request) => ({
    data: labelCities(await courier.cities(), request.language),
  }));
  app.get<{ Params: { cityId: number } }>(
    '/api/get-zone/:cityId',
    { schema: { params: idParams('cityId') } },
    async (request) => ({
      data: labelZones(await courier.zones(request.params.cityId), request.language),
    }),
  );
  app.get<{ Params: { zoneId: number } }>(
    '/api/get-area/:zoneId',
    { schema: { params: idParams('zoneId') } },
    async (request) => ({
      data: labelAreas(await courier.areas(request.params.zoneId), request.language),
    }),
  );

  // zone_name, city_name, item_code_N, item_count_N and total_items are informational: the parcel is the cart in
  // the database.
  app.post<{ Body: PriceBody }>(
    '/api/calculate-price',
    {
      schema: {
        body: {
          type: 'object',
          required: ['city_id', 'zone_id', 'cart_id', 'delivery_type'],
          properties: {
            city_id: idSchema,
            zone_id: idSchema,
            cart_id: idSchema,
            delivery_type: { type: 'string', maxLength: 8 },
          },
        },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      if (!app.courier.active) throw new Refused(COURIER_INACTIVE_TEXT);
      const { city_id: cityId, zone_id: zoneId, cart_id: cartId } = request.body;
      const deliveryType = request.body.delivery_type === '12' ? '12' : '48';
      const own = await app.db
        .selectFrom('carts')
        .select('id')
        .where('id', '=', cartId)
        .where('customer_id', '=', customerId)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (!own) throw new Forbidden(NOT_YOUR_CART_TEXT);
      const cart = await loadCart(app.db, cartId);
      if (!cart || cart.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);

      const state = checkoutFor(request.session.get('checkout'), cartId);
      const price = await courierQuote(app.courier, state, {
        cityId,
        zoneId,
        deliveryType,
        weightKg: parcelWeight(cart.itemsQty),
      });
      // The price of the chosen method to the saved address is the one the cart shows.
      const address = state.shipping;
      if (
        address?.city_id === cityId &&
        address.zone_id === zoneId &&
        state.shippingMethod &&
        deliveryTypeOf(state.shippingMethod) === deliveryType
      ) {
        state.shippingAmount = price;
      }
      request.session.set('checkout', state);
      // The price is given as data.price and, for clients of the courier's own answer shape, as data.data.price too.
      return {
        data: {
          price: toTaka(price),
          formatted_price: request.money(price),
          delivery_type: deliveryType,
          data: { price: toTaka(price) },
        },
      };
    },
  );
};

export default courierRoutes;
