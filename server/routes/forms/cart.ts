import type { FastifyPluginAsync } from 'fastify';
import { CART_ADD_FORM, CART_UPDATE_FORM, CART_REMOVE_FORM } from '../../../shared/forms/formActions';
import { openCartKey } from '../../cart/activeCart';
import { addToShopperCart } from '../../cart/addToCart';
import { CART_TEXTS, MAX_CART_LINES, removeLine, updateQuantities } from '../../cart/cartItems';
import { NotFound } from '../../lib/domainErrors';
import type { Session } from '../../plugins/session';
import { guestKey } from '../cart/guestKey';
import { idSchema } from '../schemaParts';
import { formFields, formRoute } from './formReply';

const CART_PAGE = '/checkout/cart';

const addBody = {
  type: 'object',
  required: ['product_id'],
  additionalProperties: false,
  // A card's Add To Cart sends no quantity: one.
  properties: { ...formFields, product_id: idSchema, variant_id: idSchema, quantity: { type: 'integer', default: 1 } },
} as const;

/** A line's quantity field, qty[<line id>], as the cart page names it. */
const QTY_FIELD = /^qty\[([1-9][0-9]{0,9})\]$/;
const updateBody = {
  type: 'object',
  additionalProperties: false,
  maxProperties: MAX_CART_LINES + 1,
  properties: formFields,
  patternProperties: { [QTY_FIELD.source]: { type: 'integer' } },
} as const;

// The remove form is apart from the quantities' (the cart page's Remove buttons name it): only the line.
const removeBody = {
  type: 'object',
  required: ['cart_item_id'],
  additionalProperties: false,
  properties: { ...formFields, cart_item_id: idSchema },
} as const;

function openCart(session: Session) {
  const key = openCartKey(session.data);
  if (!key) throw new NotFound(CART_TEXTS.emptyCart);
  return key;
}

/** The cart's forms: Add To Cart (a card's, the product page's), the cart page's quantities and each Remove. */
const cartForms: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { product_id: number; variant_id?: number; quantity: number } }>(
    CART_ADD_FORM,
    { schema: { body: addBody }, attachValidation: true },
    formRoute(CART_PAGE, async (request) => {
      const { product_id: productId, variant_id: variantId, quantity } = request.body;
      const outcome = await addToShopperCart(
        app.db,
        { ...request.session.data, guestKey: guestKey(request) },
        { productId, variantId: variantId ?? null, quantity },
      );
      if (!outcome.added) return { text: CART_TEXTS.needsOptions, type: 'warning', to: `/products/${outcome.urlKey}` };
      if (outcome.guestCartId !== null) request.session.set('cartId', outcome.guestCartId);
      return { text: CART_TEXTS.added, type: 'success' };
    }),
  );

  app.post<{ Body: Record<string, number | string> }>(
    CART_UPDATE_FORM,
    { schema: { body: updateBody }, attachValidation: true },
    formRoute(CART_PAGE, async (request) => {
      const qty: Record<string, number> = {};
      for (const [field, value] of Object.entries(request.body)) {
        const line = QTY_FIELD.exec(field)?.[1];
        if (line) qty[line] = Number(value);
      }
      await updateQuantities(app.db, openCart(request.session), qty);
      return { text: CART_TEXTS.updated, type: 'success' };
    }),
  );

  app.post<{ Body: { cart_item_id: number } }>(
    CART_REMOVE_FORM,
    { schema: { body: removeBody }, attachValidation: true },
    formRoute(CART_PAGE, async (request) => {
      await removeLine(app.db, openCart(request.session), request.body.cart_item_id);
      return { text: CART_TEXTS.removed, type: 'success' };
    }),
  );
};

export default cartForms;
