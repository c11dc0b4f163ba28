import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import { ensureCart, openCartKey, type Shopper } from './activeCart';
import { addLine, CART_TEXTS, checkQuantity, refuseLine, resolvePurchase } from './cartItems';

/** What the shopper asked to add; `campaignPrice` (poisha) is the price a campaign's add was sent with. */
export interface AddRequest {
  productId: number;
  variantId: number | null;
  quantity: number;
  campaignPrice?: number;
}

/**
 * What an add did: the line is in the cart (`guestCartId`: the cart a guest's session must keep
 * from now on, null when it already does or for a customer), or the product needs its options
 * chosen on its page first.
 */
export type AddOutcome = { added: true; guestCartId: number | null } | { added: false; urlKey: string };

/**
 * The usual add (addLine) into the open cart of the open session of this id, found by the add's own statement before
 * the session is read: false when that is not done (no such cart, a campaign's add, or anything addToShopperCart sorts
 * out), and nothing was written.
 */
export async function addToSessionCart(db: Kysely<DB>, key: { session: string; at: string }, request: AddRequest) {
  checkQuantity(request.quantity);
  if (request.campaignPrice !== undefined) return false;
  const { productId, variantId, quantity } = request;
  return addLine(db, key, { productId, variantId, quantity, campaignId: null });
}

/**
 * Adds a line to the shopper's open cart, made for them if they have none. The usual add
 * (something on sale into an open cart, at its price now) is one statement, which checks the
 * product itself; anything else is sorted out after it. Throws Refused (a bad quantity, a campaign
 * price that changed, nothing in stock) and NotFound (no such product on sale).
 */
export async function addToShopperCart(db: Kysely<DB>, shopper: Shopper, request: AddRequest): Promise<AddOutcome> {
  const { productId, variantId, quantity, campaignPrice } = request;
  checkQuantity(quantity);
  const key = openCartKey(shopper);
  const usual =
    campaignPrice === undefined &&
    key !== null &&
    (await addLine(db, key, { productId, variantId, quantity, campaignId: null }));
  if (usual) return { added: true, guestCartId: null };
  const purchase = await resolvePurchase(db, productId, variantId);
  if (purchase.kind === 'needs-options') return { added: false, urlKey: purchase.urlKey };
  if (campaignPrice !== undefined) {
    if (purchase.price.campaignId === null) throw new Refused(CART_TEXTS.noCampaign);
    if (campaignPrice !== purchase.price.final)
      throw new Refused(CART_TEXTS.priceChanged, { fields: { product_price: [CART_TEXTS.priceChanged] } });
  }
  const cartId = await ensureCart(db, shopper);
  const line = {
    productId,
    variantId: purchase.variantId,
    quantity,
    campaignId: campaignPrice !== undefined ? purchase.price.campaignId : null,
  };
  if (!(await addLine(db, { id: cartId }, line))) await refuseLine(db, cartId, line);
  return { added: true, guestCartId: !shopper.customerId && shopper.cartId !== cartId ? cartId : null };
}
