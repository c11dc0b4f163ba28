import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { quote, runningCampaignsFor } from '../catalog/pricing';
import { couponDiscount, couponProblem, findCoupon } from './coupons';

/** One cart line priced now, from the database (poisha). */
export interface PricedLine {
  id: number;
  productId: number;
  variantId: number | null;
  name: string;
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
}

/** A cart priced now: every figure in poisha, computed from the database, never stored. */
export interface PricedCart {
  id: number;
  customerId: number | null;
  lines: PricedLine[];
  /** Lines whose product or variant has been disabled since: left out of the totals. */
  unavailable: { id: number; name: string }[];
  itemsCount: number;
  itemsQty: number;
  subTotal: number;
  /** The applied coupon when it still applies to this cart, else null. */
  couponCode: string | null;
  /** Why the coupon stored on the cart no longer applies (expired, below minimum ...), else null. */
  couponProblem: string | null;
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
 * The cart with this id, priced line by line by the shop's price rules (pricing.ts): variant or
 * product price, special price, the best running campaign; then the coupon and shipping. Null when
 * there is no such cart. A constant number of queries whatever the number of lines.
 */
export async function loadCart(db: Kysely<DB>, cartId: number, { shipping = 0, now = new Date() }: PriceOptions = {}): Promise<PricedCart | null> {
  const cart = await db.selectFrom('carts').select(['id', 'customer_id', 'coupon_code']).where('id', '=', cartId).executeTakeFirst();
  if (!cart) return null;
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('product_variants as v', 'v.id', 'ci.variant_id')
    .select([
      'ci.id', 'ci.product_id', 'ci.variant_id', 'ci.quantity', 'ci.campaign_id',
      'p.name', 'p.sku', 'p.url_key', 'p.type', 'p.price', 'p.special_price', 'p.brand_id', 'p.status',
      'v.name as variant_name', 'v.sku as variant_sku', 'v.price as variant_price', 'v.special_price as variant_special_price', 'v.status as variant_status',
    ])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.id')
    .execute();

  const available = rows.filter((r) => r.status === 1 && (r.variant_id === null ? r.type === 'simple' : r.variant_status === 1));
  const productIds = [...new Set(available.map((r) => r.product_id))];
  const [campaigns, images] = await Promise.all([
    runningCampaignsFor(db, available.map((r) => ({ id: r.product_id, brand_id: r.brand_id })), now),
    productIds.length
      ? db.selectFrom('product_images').select(['product_id', 'variant_id', 'path']).where('product_id', 'in', productIds).orderBy('position').orderBy('id').execute()
      : Promise.resolve([]),
  ]);
  const imageOf = (productId: number, variantId: number | null): string | null =>
    (variantId !== null ? images.find((i) => i.variant_id === variantId) : undefined)?.path ??
    images.find((i) => i.product_id === productId && i.variant_id === null)?.path ??
    images.find((i) => i.product_id === productId)?.path ??
    null;

  const lines: PricedLine[] = available.map((r) => {
    const priced = r.variant_id !== null
      ? quote(Number(r.variant_price), r.variant_special_price === null ? null : Number(r.variant_special_price), campaigns.get(r.product_id))
      : quote(Number(r.price), r.special_price === null ? null : Number(r.special_price), campaigns.get(r.product_id));
    return {
      id: r.id,
      productId: r.product_id,
      variantId: r.variant_id,
      name: lineName(r.name, r.variant_name),
      sku: r.variant_sku ?? r.sku,
      urlKey: r.url_key,
      type: r.type,
      quantity: r.quantity,
      regularPrice: priced.regular,
      unitPrice: priced.final,
      total: priced.final * r.quantity,
      campaignId: priced.campaignId,
      imagePath: imageOf(r.product_id, r.variant_id),
    };
  });

  const subTotal = lines.reduce((sum, l) => sum + l.total, 0);
  let couponCode: string | null = null;
  let problem: string | null = null;
  let discount = 0;
  if (cart.coupon_code) {
    const coupon = await findCoupon(db, cart.coupon_code);
    problem = couponProblem(coupon, subTotal, now);
    if (!problem && coupon) {
      couponCode = coupon.code;
      discount = couponDiscount(coupon, subTotal);
    }
  }
  return {
    id: cart.id,
    customerId: cart.customer_id,
    lines,
    unavailable: rows.filter((r) => !available.includes(r)).map((r) => ({ id: r.id, name: lineName(r.name, r.variant_name) })),
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
