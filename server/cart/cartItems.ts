import { inEnglishAll, serverText } from '../lib/serverText';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { quote, type Quote } from '../catalog/pricing';
import { keyOf, parseCampaigns, runningCampaignsOf, splitKey, whereCart, type CartBy, type CartKey } from './cartRows';
import { statementOnce } from '../db/compiledQueries';
import { NotFound, Refused } from '../lib/domainErrors';
import { stockRowsOf, unitsLeft, unitsLeftText } from '../stock/units';

/** One line holds at most this many (and no more than the shop has of a tracked product: stock/units.ts). */
export const MAX_LINE_QTY = 999;
/** A cart holds at most this many lines (products and variants): bounds every call that names lines. */
export const MAX_CART_LINES = 50;
/** The largest id an integer column holds. */
const MAX_ITEM_ID = 2_147_483_647;

/** The cart's messages (texts of the server catalogue, written in the shopper's language where answered). */
export const CART_TEXTS = {
  added: serverText('server.cartAdded'),
  updated: serverText('server.cartUpdated'),
  removed: serverText('server.cartRemoved'),
  needsOptions: serverText('server.needsOptions'),
  notAvailable: serverText('server.productNotAvailable'),
  optionNotAvailable: serverText('server.optionNotAvailable'),
  quantityMin: serverText('server.quantityMin', { min: 1 }),
  quantityMax: serverText('server.quantityMax', { max: MAX_LINE_QTY }),
  noCampaign: serverText('server.noCampaign'),
  priceChanged: serverText('server.priceChanged'),
  notInCart: serverText('server.notInCart'),
  nothingToUpdate: serverText('server.nothingToUpdate'),
  emptyCart: serverText('server.cartEmpty'),
  tooManyLines: serverText('server.tooManyLines', { max: MAX_CART_LINES }),
};
/** The same in English, word for word as the English catalogue has them. */
export const CART_MESSAGES = inEnglishAll(CART_TEXTS);

/** What the shopper asked to buy, checked against the catalogue. */
export type Purchase =
  { kind: 'ok'; productId: number; variantId: number | null; price: Quote } | { kind: 'needs-options'; urlKey: string };

export function checkQuantity(quantity: number, field = 'quantity'): void {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new Refused(CART_TEXTS.quantityMin, { fields: { [field]: [CART_TEXTS.quantityMin] } });
  if (quantity > MAX_LINE_QTY)
    throw new Refused(CART_TEXTS.quantityMax, { fields: { [field]: [CART_TEXTS.quantityMax] } });
}

/**
 * The enabled product (and, for a configurable one, its enabled variant) with its price now.
 * A configurable product without a chosen variant cannot be bought yet: the shopper is sent to
 * its page to choose.
 */
export async function resolvePurchase(
  db: Kysely<DB>,
  productId: number,
  variantId: number | null,
  now = new Date(),
): Promise<Purchase> {
  // The product, the chosen variant and the campaigns covering it in one statement.
  const {
    rows: [product],
  } = await sql<{
    type: 'simple' | 'configurable';
    url_key: string;
    price: number;
    special_price: number | null;
    variant_id: number | null;
    variant_price: number | null;
    variant_special_price: number | null;
    campaigns: string | unknown[];
  }>`
    select p.type, p.url_key, p.price, p.special_price, v.id as variant_id, v.price as variant_price,
      v.special_price as variant_special_price,
      ${runningCampaignsOf(db, now.toISOString())} as campaigns
    from products p
    left join product_variants v
      on v.id = ${variantId} and v.product_id = p.id and v.status = 1 and p.type = 'configurable'
    where p.id = ${productId} and p.status = 1`.execute(db);
  if (!product) throw new NotFound(CART_TEXTS.notAvailable);
  if (product.type === 'configurable' && variantId === null) return { kind: 'needs-options', urlKey: product.url_key };
  const campaigns = parseCampaigns(product.campaigns);
  if (variantId === null) {
    return {
      kind: 'ok',
      productId,
      variantId: null,
      price: quote(
        Number(product.price),
        product.special_price === null ? null : Number(product.special_price),
        campaigns,
      ),
    };
  }
  if (product.variant_id === null)
    throw new Refused(CART_TEXTS.optionNotAvailable, { fields: { variant_id: [CART_TEXTS.optionNotAvailable] } });
  return {
    kind: 'ok',
    productId,
    variantId,
    price: quote(
      Number(product.variant_price),
      product.variant_special_price === null ? null : Number(product.variant_special_price),
      campaigns,
    ),
  };
}

/**
 * A parameter typed for PostgreSQL, which cannot tell a selected parameter's type from the column it is inserted into.
 */
const int = (value: number | null) => sql`cast(${value} as integer)`;

/** The id of the cart of this key. */
const cartIdQuery = (key: CartKey) => sql<{ id: number }>`select c.id from carts c where ${whereCart(key)}`;

/** The same, found by the statement that changes its lines (one round trip, not two). */
const cartIdOf = (key: CartKey) => sql`(${cartIdQuery(key)})`;

/** The same on its own, to tell why a change found nothing: no such cart, or not its line. */
async function findCartId(db: Kysely<DB>, key: CartKey): Promise<number | null> {
  const { rows } = await cartIdQuery(key).execute(db);
  return rows[0]?.id ?? null;
}

export type Line = { productId: number; variantId: number | null; quantity: number; campaignId: number | null };

/**
 * The add statement, compiled once per way of finding the cart (db/compiledQueries.ts): the usual add is the cart's
 * most frequent change.
 */
const addStatement = statementOnce(
  (
    db: Kysely<DB>,
    by: CartBy,
    v: {
      cart: number | string;
      at?: string;
      productId: number;
      variantId: number | null;
      variantOr0: number;
      quantity: number;
      campaignId: number | null;
      room: number;
    },
  ) =>
    sql<{ id: number }>`
    insert into cart_items (cart_id, product_id, variant_id, quantity, campaign_id)
    select k.id, p.id, v.id, ${int(v.quantity)}, ${int(v.campaignId)}
    from ${cartIdOf(keyOf(by, v.cart, v.at))} k
    inner join products p on p.id = ${v.productId} and p.status = 1
    left join product_variants v
      on v.id = ${int(v.variantId)} and v.product_id = p.id and v.status = 1 and p.type = 'configurable'
    where (case when ${int(v.variantId)} is null then p.type = 'simple' else v.id is not null end)
      and ((select count(*) from cart_items where cart_id = k.id) < ${MAX_CART_LINES}
        or exists (select 1 from cart_items where cart_id = k.id and product_id = ${v.productId} and
          coalesce(variant_id, 0) = ${v.variantOr0}))
      and not exists (select 1 from stock_levels where ${stockRowsOf(sql`p.id`, sql`v.id`)}
        and stock_levels.qty < ${int(v.quantity)})
    on conflict (cart_id, product_id, (coalesce(variant_id, 0))) do update
      set quantity = cart_items.quantity + excluded.quantity, campaign_id = coalesce(excluded.campaign_id,
        cart_items.campaign_id)
      where cart_items.quantity <= ${v.room} and not exists (select 1 from stock_levels
        where ${stockRowsOf(sql`cart_items.product_id`, sql`cart_items.variant_id`)}
          and stock_levels.qty < cart_items.quantity + excluded.quantity)
    returning id`.compile(db),
);

/**
 * Adds to the line of the same product and variant in the cart of this key, or starts one, in
 * one statement: the unique line index turns a second line into an addition, computed in the
 * database, so two adds at once both count. The same statement checks that the product (and the
 * chosen variant of a configurable one) is on sale, that a line stays within MAX_LINE_QTY and the
 * units the shop has of a tracked product, and a cart within MAX_CART_LINES; the cart's updated_at
 * follows its lines (a trigger). False when nothing was written (no such cart, nothing on sale as
 * asked, or a limit): `refuseLine` says why.
 */
export async function addLine(db: Kysely<DB>, key: CartKey, line: Line): Promise<boolean> {
  const { by, cart, at } = splitKey(key);
  const { rows } = await addStatement(db, by, {
    cart,
    at,
    productId: line.productId,
    variantId: line.variantId,
    variantOr0: line.variantId ?? 0,
    quantity: line.quantity,
    campaignId: line.campaignId,
    room: MAX_LINE_QTY - line.quantity,
  });
  return rows.length > 0;
}

/**
 * Why a line of a purchase on sale was not added to this open cart: more than the shop has left, a full line, or a
 * new line in a full cart.
 */
export async function refuseLine(db: Kysely<DB>, cartId: number, line: Line): Promise<never> {
  const same = await db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('product_id', '=', line.productId)
    .where((eb) => (line.variantId === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', line.variantId)))
    .executeTakeFirst();
  const left = await unitsLeft(db, line);
  if (left !== null && (same?.quantity ?? 0) + line.quantity > left) {
    const text = unitsLeftText(left);
    throw new Refused(text, { fields: { quantity: [text] } });
  }
  if (same) checkQuantity(MAX_LINE_QTY + 1);
  throw new Refused(CART_TEXTS.tooManyLines, { fields: { product_id: [CART_TEXTS.tooManyLines] } });
}

/**
 * The quantities statement for this many lines of the cart found this way, compiled once per shape
 * (db/compiledQueries.ts), with each line's id and quantity as values id0, qty0, id1 ...
 */
const quantitiesStatement = statementOnce(
  (db: Kysely<DB>, { by, lines }: { by: CartBy; lines: number }, values: Record<string, number | string>) => {
    const ids = Array.from({ length: lines }, (_, k) => values[`id${k}`]);
    const quantities = sql.join(
      ids.map((id, k) => sql`when ${id} then cast(${values[`qty${k}`]} as integer)`),
      sql` `,
    );
    const cart = cartIdOf(keyOf(by, values.cart, values.at as string | undefined));
    return sql`
    update cart_items set quantity = case id ${quantities} end
    where cart_id = ${cart} and id in (${sql.join(ids)})
      and (select count(*) from cart_items where cart_id = ${cart} and id in (${sql.join(ids)})) = ${lines}
      and not exists (select 1 from cart_items c inner join stock_levels on ${stockRowsOf(
        sql`c.product_id`,
        sql`c.variant_id`,
      )} where c.cart_id = ${cart} and c.id in (${sql.join(ids)})
        and stock_levels.qty < case c.id ${quantities} end)`.compile(db);
  },
);

/**
 * New quantities for lines of the cart of this key: all written in one statement, or none when
 * any line is not this cart's (the statement counts them itself) or asks for more than the shop has left.
 */
export async function updateQuantities(db: Kysely<DB>, key: CartKey, qty: Record<string, number>): Promise<void> {
  const entries = Object.entries(qty);
  if (entries.length === 0) throw new Refused(CART_TEXTS.nothingToUpdate);
  if (entries.length > MAX_CART_LINES) throw new Refused(CART_TEXTS.tooManyLines);
  for (const [itemId, quantity] of entries) checkQuantity(quantity, `qty.${itemId}`);
  const notInCart = (itemId: string) =>
    new NotFound(CART_TEXTS.notInCart, { fields: { [`qty.${itemId}`]: [CART_TEXTS.notInCart] } });
  // An id past the integer column is no line of any cart (and PostgreSQL would refuse to compare it).
  const beyond = entries.find(([itemId]) => Number(itemId) > MAX_ITEM_ID);
  if (beyond) throw notInCart(beyond[0]);
  const ids = entries.map(([itemId]) => Number(itemId));
  const { by, cart, at } = splitKey(key);
  const values: Record<string, number | string> = at === undefined ? { cart } : { cart, at };
  entries.forEach(([itemId, quantity], k) => {
    values[`id${k}`] = Number(itemId);
    values[`qty${k}`] = quantity;
  });
  const updated = await quantitiesStatement(db, { by, lines: ids.length }, values);
  if (Number(updated.numAffectedRows) === ids.length) return;
  const cartId = await findCartId(db, key);
  if (cartId === null) throw new NotFound(CART_TEXTS.emptyCart);
  const mine = await db
    .selectFrom('cart_items')
    .select(['id', 'product_id', 'variant_id'])
    .where('cart_id', '=', cartId)
    .where('id', 'in', ids)
    .execute();
  const foreign = entries.find(([itemId]) => !mine.some((m) => m.id === Number(itemId)));
  if (foreign) throw notInCart(foreign[0]);
  for (const line of mine) {
    const left = await unitsLeft(db, { productId: line.product_id, variantId: line.variant_id });
    if (left === null || qty[String(line.id)] <= left) continue;
    const text = unitsLeftText(left);
    throw new Refused(text, { fields: { [`qty.${line.id}`]: [text] } });
  }
  // The stock rose between the write and this read: the write may go through now.
  return updateQuantities(db, key, qty);
}

export async function removeLine(db: Kysely<DB>, key: CartKey, itemId: number): Promise<void> {
  const result = await sql`delete from cart_items where id = ${itemId} and cart_id = ${cartIdOf(key)}`.execute(db);
  if (Number(result.numAffectedRows) === 1) return;
  throw new NotFound((await findCartId(db, key)) === null ? CART_TEXTS.emptyCart : CART_TEXTS.notInCart);
}
