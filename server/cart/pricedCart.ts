import type { ShopText } from '../../shared/validation/shopText';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { variantNameIn } from '../catalog/names';
import { quote } from '../catalog/pricing';
import { cartRows, sessionCartRows, type CartKey, type CartRow } from './cartRows';
import { couponDiscount, couponProblem } from './coupons';

/** One cart line priced now, from the database (poisha). */
export interface PricedLine {
  id: number;
  productId: number;
  variantId: number | null;
  /** The line's name in English (what an order keeps) and in Bangla when its product has a Bangla name. */
  name: string;
  nameBn: string | null;
  sku: string;
  urlKey: string;
  type: 'simple' | 'configurable';
  quantity: number;
  /** Regular price of one (before special price and campaign). */
  regularPrice: number;
  /** What one costs now. */
  unitPrice: number;
  total: number;
  campaignId: number | null;
  /** Main image path under /storage, or null. */
  imagePath: string | null;
  /** The units the shop has left of it now, or null when it does not count them (stock/units.ts). */
  unitsLeft: number | null;
}

/** A cart priced now: every figure in poisha, computed from the database, never stored. */
export interface PricedCart {
  id: number;
  customerId: number | null;
  /** When its lines or coupon last changed (ISO). */
  updatedAt: string;
  lines: PricedLine[];
  /** Lines whose product or variant has been disabled since: left out of the totals. */
  unavailable: { id: number; name: string }[];
  itemsCount: number;
  itemsQty: number;
  subTotal: number;
  /** The applied coupon when it still applies to this cart, else null. */
  couponCode: string | null;
  /** Why the coupon stored on the cart no longer applies (expired, below minimum ...), else null. */
  couponProblem: ShopText | null;
  discount: number;
  shipping: number;
  /** sub_total + shipping - discount. */
  grandTotal: number;
}

export interface PriceOptions {
  /** The delivery charge in poisha (the checkout sets it); 0 until then. */
  shipping?: number;
  now?: Date;
}

function lineName(product: string, variant: string | null): string {
  if (!variant) return product;
  return variant.toLowerCase().startsWith(product.toLowerCase()) ? variant : `${product} - ${variant}`;
}

/**
 * The cart (by id, or the shopper's open one: cartRows.ts), priced line by line by the shop's
 * price rules (pricing.ts): variant or product price, special price, the best running campaign;
 * then the coupon and shipping. Null when there is no such cart. One statement, whatever the
 * number of lines.
 */
export async function loadCart(
  db: Kysely<DB>,
  which: number | CartKey,
  { shipping = 0, now = new Date() }: PriceOptions = {},
): Promise<PricedCart | null> {
  return priced(await cartRows(db, typeof which === 'number' ? { id: which } : which, now), shipping, now);
}

/**
 * The open session of this id, as stored (null when none is open), and its shopper's open cart priced as loadCart
 * prices it (null when they have none), read in one statement.
 */
export async function loadSessionCart(
  db: Kysely<DB>,
  sessionId: string | null,
  now = new Date(),
): Promise<{ session: string | null; cart: PricedCart | null }> {
  const { session, rows } = await sessionCartRows(db, sessionId, now);
  return { session, cart: priced(rows, 0, now) };
}

function priced(rows: CartRow[], shipping: number, now: Date): PricedCart | null {
  if (rows.length === 0) return null;
  const [cart] = rows;
  const items = rows.filter((r) => r.id !== null) as (CartRow & { id: number })[];
  const available = items.filter(
    (r) => r.status === 1 && (r.variant_id === null ? r.type === 'simple' : r.variant_status === 1),
  );

  const lines: PricedLine[] = available.map((r) => {
    const priced =
      r.variant_id !== null
        ? quote(
            Number(r.variant_price),
            r.variant_special_price === null ? null : Number(r.variant_special_price),
            r.campaigns,
          )
        : quote(Number(r.price), r.special_price === null ? null : Number(r.special_price), r.campaigns);
    return {
      id: r.id,
      productId: r.product_id,
      variantId: r.variant_id,
      name: lineName(r.name, r.variant_name),
      nameBn: r.name_bn && variantNameIn('bn', lineName(r.name, r.variant_name), r.name, r.name_bn),
      sku: r.variant_sku ?? r.sku,
      urlKey: r.url_key,
      type: r.type,
      quantity: r.quantity,
      regularPrice: priced.regular,
      unitPrice: priced.final,
      total: priced.final * r.quantity,
      campaignId: priced.campaignId,
      imagePath: r.image_path,
      unitsLeft: r.units_left,
    };
  });

  const subTotal = lines.reduce((sum, l) => sum + l.total, 0);
  let couponCode: string | null = null;
  let problem: ShopText | null = null;
  let discount = 0;
  if (cart.coupon_code) {
    problem = couponProblem(cart.coupon ?? undefined, subTotal, now);
    if (!problem && cart.coupon) {
      couponCode = cart.coupon.code;
      discount = couponDiscount(cart.coupon, subTotal);
    }
  }
  return {
    id: cart.cart_id,
    customerId: cart.customer_id,
    updatedAt: cart.updated_at,
    lines,
    unavailable: items
      .filter((r) => !available.includes(r))
      .map((r) => ({ id: r.id, name: lineName(r.name, r.variant_name) })),
    itemsCount: lines.length,
    itemsQty: lines.reduce((sum, l) => sum + l.quantity, 0),
    subTotal,
    couponCode,
    couponProblem: problem,
    discount,
    shipping,
    grandTotal: subTotal + shipping - discount,
  };
}
