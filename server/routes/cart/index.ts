import { say } from '../../../shared/validation/shopText';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addToSessionCart, addToShopperCart } from '../../cart/addToCart';
import { CART_TEXTS, MAX_CART_LINES, removeLine, updateQuantities } from '../../cart/cartItems';
import { cartView } from '../../cart/cartView';
import { shopperCart, withSavedShipping } from '../../checkout/shopperCart';
import { readSessionAndCart, SESSION_IN_CALL } from '../sessionCart';
import { sessionCookie } from '../../plugins/session';
import { toPoisha } from '../../lib/money';
import { NotFound, Refused } from '../../lib/domainErrors';
import { guestKey } from './guestKey';
import { idSchema } from '../schemaParts';
import couponRoutes from './coupon';

const addBody = {
  type: 'object',
  properties: {
    quantity: { type: 'integer' },
    product_id: idSchema,
    variant_id: { anyOf: [{ type: 'null' }, idSchema] },
    cart_item_id: idSchema,
    _method: { type: 'string', maxLength: 10 },
  },
} as const;
interface AddBody {
  quantity?: number;
  product_id?: number;
  variant_id?: number | null;
  cart_item_id?: number;
  _method?: string;
}

function required<T>(value: T | undefined, field: string): T {
  if (value === undefined || value === null)
    throw new Refused(`The ${field} field is required`, { fields: { [field]: [`The ${field} field is required`] } });
  return value;
}

/**
 * The cart calls: read, add, change quantities, remove, and the coupon. Every price comes from the
 * database; the campaign call checks the shopper's product_price against the server's. Error
 * answers carry the text as message and as error (the cart island reads either).
 */
const cartRoutes: FastifyPluginAsync = async (app) => {
  const currentCart = async (request: FastifyRequest) =>
    cartView(await shopperCart(app.db, request.session.data), request.money, request.language);

  // Refusals of these calls' own checks (not the XSRF guard's, which answers before parsing).
  const reached = new WeakSet<FastifyRequest>();
  app.addHook('preParsing', async (request, _reply, payload) => {
    reached.add(request);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reached.has(request) || reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{'))
      return payload;
    const body = JSON.parse(payload) as { message?: string; error?: string };
    return body.message && !body.error ? JSON.stringify({ ...body, error: body.message }) : payload;
  });

  /** The cart the session finds, with the session: after a change made through it (the session read with the cart). */
  const cartAfter = async (request: FastifyRequest) => {
    const cart = await readSessionAndCart(app.db, request);
    return cartView(withSavedShipping(cart, request.session.get('checkout')), request.money, request.language);
  };

  /**
   * The key of the open cart of the request's session, found by the statement that changes it: the session is read
   * with the cart after the change (routes marked session: 'inCall'). Null without a session to look for.
   */
  function sessionKey(request: FastifyRequest) {
    const session = sessionCookie(request);
    return session ? { session, at: new Date().toISOString() } : null;
  }

  /** The same; without a session, the cart is empty. */
  function sessionCartOrRefuse(request: FastifyRequest) {
    const key = sessionKey(request);
    if (!key) throw new NotFound(CART_TEXTS.emptyCart);
    return key;
  }

  /** Adds what the shopper chose; `campaignPrice` is the price the campaign call was sent with (taka). */
  async function add(request: FastifyRequest<{ Body: AddBody }>, campaignPrice?: number) {
    const body = request.body ?? {};
    const wanted = {
      productId: required(body.product_id, 'product_id'),
      quantity: required(body.quantity, 'quantity'),
      variantId: body.variant_id ?? null,
      campaignPrice: campaignPrice === undefined ? undefined : toPoisha(campaignPrice),
    };
    const key = sessionKey(request);
    // The usual add goes through the session in one statement; anything else reads the session first.
    if (key && (await addToSessionCart(app.db, key, wanted)))
      return { message: say(request.t, CART_TEXTS.added), data: await cartAfter(request) };
    await readSessionAndCart(app.db, request);
    const outcome = await addToShopperCart(app.db, { ...request.session.data, guestKey: guestKey(request) }, wanted);
    if (!outcome.added)
      return { message: say(request.t, CART_TEXTS.needsOptions), redirect_uri: `/products/${outcome.urlKey}` };
    // A guest's cart is found again by the id their session keeps.
    if (outcome.guestCartId !== null) request.session.set('cartId', outcome.guestCartId);
    return { message: say(request.t, CART_TEXTS.added), data: await currentCart(request) };
  }

  app.get(
    '/api/checkout/cart',
    { config: SESSION_IN_CALL, schema: { querystring: { type: 'object', properties: {} } } },
    async (request) => ({ data: await cartAfter(request) }),
  );

  // One path for adding and, with _method DELETE and cart_item_id, removing (as the islands post).
  app.post<{ Body: AddBody }>(
    '/api/checkout/cart',
    { config: SESSION_IN_CALL, schema: { body: addBody } },
    async (request) => {
      if (request.body?._method?.toUpperCase() === 'DELETE') {
        const itemId = required(request.body.cart_item_id, 'cart_item_id');
        await removeLine(app.db, sessionCartOrRefuse(request), itemId);
        return { message: say(request.t, CART_TEXTS.removed), data: await cartAfter(request) };
      }
      return add(request);
    },
  );

  app.post<{ Body: AddBody & { product_price?: number } }>(
    '/api/checkout/cart/campaign',
    {
      config: SESSION_IN_CALL,
      schema: { body: { type: 'object', properties: { ...addBody.properties, product_price: { type: 'number' } } } },
    },
    async (request) => add(request, required(request.body?.product_price, 'product_price')),
  );

  app.put<{ Body: { qty?: Record<string, number> } }>(
    '/api/checkout/cart',
    {
      config: SESSION_IN_CALL,
      schema: {
        body: {
          type: 'object',
          // Names lines of one cart: at most as many as a cart holds, each by its id.
          properties: {
            qty: {
              type: 'object',
              maxProperties: MAX_CART_LINES,
              propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
              additionalProperties: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const qty = required(request.body?.qty, 'qty');
      await updateQuantities(app.db, sessionCartOrRefuse(request), qty);
      return { message: say(request.t, CART_TEXTS.updated), data: await cartAfter(request) };
    },
  );

  await app.register(couponRoutes);
};

export default cartRoutes;
