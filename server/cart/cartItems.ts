import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { quote, runningCampaignsFor, type Quote } from '../catalog/pricing';
import { DomainError, NotFound, Refused } from '../lib/domainErrors';

/** Stock limits are not part of the shop's rules; one line holds at most this many. */
export const MAX_LINE_QTY = 999;
/** A cart holds at most this many lines (products and variants): bounds every call that names lines. */
export const MAX_CART_LINES = 50;

export const CART_MESSAGES = {
  added: 'Item Added To Cart Successfully',
  updated: 'Cart Updated Successfully',
  removed: 'Item Successfully Removed From Cart',
  needsOptions: 'Please select the product options first.',
  notAvailable: 'This product is not available.',
  optionNotAvailable: 'The selected option of this product is not available.',
  quantityMin: 'The quantity must be at least 1.',
  quantityMax: `The quantity may not be greater than ${MAX_LINE_QTY}.`,
  noCampaign: 'This product has no running campaign.',
  priceChanged: 'The campaign price of this product has changed. Please reload the page and try again.',
  notInCart: 'This item is not in your cart.',
  nothingToUpdate: 'There is nothing to update.',
  emptyCart: 'Your cart is empty.',
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different items.`,
} as const;

/** What the shopper asked to buy, checked against the catalogue. */
export type Purchase =
  | { kind: 'ok'; productId: number; variantId: number | null; price: Quote }
  | { kind: 'needs-options'; urlKey: string };

export function checkQuantity(quantity: number, field = 'quantity'): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Refused(CART_MESSAGES.quantityMin, { fields: { [field]: [CART_MESSAGES.quantityMin] } });
  if (quantity > MAX_LINE_QTY) throw new Refused(CART_MESSAGES.quantityMax, { fields: { [field]: [CART_MESSAGES.quantityMax] } });
}

/**
 * The enabled product (and, for a configurable one, its enabled variant) with its price now.
 * A configurable product without a chosen variant cannot be bought yet: the shopper is sent to
 * its page to choose.
 */
export async function resolvePurchase(db: Kysely<DB>, productId: number, variantId: number | null, now = new Date()): Promise<Purchase> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'type', 'url_key', 'price', 'special_price', 'brand_id'])
    .where('id', '=', productId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFound(CART_MESSAGES.notAvailable);
  if (product.type === 'configurable' && variantId === null) return { kind: 'needs-options', urlKey: product.url_key };
  const campaigns = (await runningCampaignsFor(db, [product], now)).get(product.id);
  if (variantId === null) {
    return { kind: 'ok', productId, variantId: null, price: quote(Number(product.price), product.special_price === null ? null : Number(product.special_price), campaigns) };
  }
  const variant = product.type === 'configurable'
    ? await db
      .selectFrom('product_variants')
      .select(['id', 'price', 'special_price'])
      .where('id', '=', variantId)
      .where('product_id', '=', productId)
      .where('status', '=', 1)
      .executeTakeFirst()
    : undefined;
  if (!variant) throw new Refused(CART_MESSAGES.optionNotAvailable, { fields: { variant_id: [CART_MESSAGES.optionNotAvailable] } });
  return { kind: 'ok', productId, variantId, price: quote(Number(variant.price), variant.special_price === null ? null : Number(variant.special_price), campaigns) };
}

const touch = (db: Kysely<DB>, cartId: number) =>
  db.updateTable('carts').set({ updated_at: new Date().toISOString() }).where('id', '=', cartId).execute();

type Line = { productId: number; variantId: number | null; quantity: number; campaignId: number | null };

/** Adds to the line of the same product and variant, or starts one. */
export async function addLine(db: Kysely<DB>, cartId: number, line: Line): Promise<void> {
  try {
    await addLineOnce(db, cartId, line);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Two adds of one product at once: the unique line index let one insert through; this one
    // now finds that line and adds its quantity to it.
    await addLineOnce(db, cartId, line);
  }
}

async function addLineOnce(db: Kysely<DB>, cartId: number, line: Line): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const same = await trx
      .selectFrom('cart_items')
      .select(['id', 'quantity', 'campaign_id'])
      .where('cart_id', '=', cartId)
      .where('product_id', '=', line.productId)
      .where((eb) => (line.variantId === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', line.variantId)))
      .executeTakeFirst();
    if (same) {
      checkQuantity(same.quantity + line.quantity);
      // Added in the database, not from what was read: two adds at once both count.
      const updated = await trx
        .updateTable('cart_items')
        .set((eb) => ({ quantity: eb('quantity', '+', line.quantity), campaign_id: line.campaignId ?? same.campaign_id }))
        .where('id', '=', same.id)
        .where('quantity', '<=', MAX_LINE_QTY - line.quantity)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) checkQuantity(MAX_LINE_QTY + 1);
    } else {
      const { lines } = await trx.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('lines')).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
      if (Number(lines) >= MAX_CART_LINES) throw new Refused(CART_MESSAGES.tooManyLines, { fields: { product_id: [CART_MESSAGES.tooManyLines] } });
      await trx
        .insertInto('cart_items')
        .values({ cart_id: cartId, product_id: line.productId, variant_id: line.variantId, quantity: line.quantity, campaign_id: line.campaignId })
        .execute();
    }
    await touch(trx, cartId);
  });
}

/** New quantities for lines of this cart: all checked before any is written. */
export async function updateQuantities(db: Kysely<DB>, cartId: number, qty: Record<string, number>): Promise<void> {
  const entries = Object.entries(qty);
  if (entries.length === 0) throw new Refused(CART_MESSAGES.nothingToUpdate);
  if (entries.length > MAX_CART_LINES) throw new Refused(CART_MESSAGES.tooManyLines);
  for (const [itemId, quantity] of entries) checkQuantity(quantity, `qty.${itemId}`);
  const ids = entries.map(([itemId]) => Number(itemId));
  await db.transaction().execute(async (trx) => {
    const mine = await trx.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).where('id', 'in', ids.filter(Number.isInteger)).execute();
    const foreign = entries.find(([itemId]) => !mine.some((m) => m.id === Number(itemId)));
    if (foreign) throw new NotFound(CART_MESSAGES.notInCart, { fields: { [`qty.${foreign[0]}`]: [CART_MESSAGES.notInCart] } });
    for (const [itemId, quantity] of entries) {
      await trx.updateTable('cart_items').set({ quantity }).where('id', '=', Number(itemId)).where('cart_id', '=', cartId).execute();
    }
    await touch(trx, cartId);
  });
}

export async function removeLine(db: Kysely<DB>, cartId: number, itemId: number): Promise<void> {
  const result = await db.deleteFrom('cart_items').where('id', '=', itemId).where('cart_id', '=', cartId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw new NotFound(CART_MESSAGES.notInCart);
  await touch(db, cartId);
}
