import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Campaign } from '../catalog/pricing';
import type { DB } from '../db/schema';
import type { Coupon } from './coupons';
import { statementOnce } from '../db/compiledQueries';
import { stockRowsOf } from '../stock/units';

/**
 * The cart's rows in one statement: a cart call's time under load is mostly its round trips and
 * its wait for a pooled connection, and a priced cart was five to seven statements (the cart, its
 * lines, their pictures, the campaigns and their products and categories, the coupon).
 */

/**
 * Which cart: by id (open or not), or the shopper's open one (a customer's, or a guest's by the id their session
 * keeps).
 */
export type CartKey =
  | { id: number }
  | { customerId: number }
  | { guestCartId: number }
  /** The open cart of the session of this id while it is open at `at`: its customer's, or the guest's it keeps. */
  | { session: string; at: string };

export interface CartRow {
  cart_id: number;
  customer_id: number | null;
  coupon_code: string | null;
  updated_at: string;
  /** The coupon named on the cart, when it exists. */
  coupon: Coupon | null;
  /** The line's columns: null on the one row of a cart without lines. */
  id: number | null;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  campaign_id: number | null;
  name: string;
  name_bn: string | null;
  sku: string;
  url_key: string;
  type: 'simple' | 'configurable';
  price: number;
  special_price: number | null;
  brand_id: number | null;
  status: number;
  variant_name: string | null;
  variant_sku: string | null;
  variant_price: number | null;
  variant_special_price: number | null;
  variant_status: number | null;
  /** The line's picture: its variant's first, else the product's own first, else any of the product's. */
  image_path: string | null;
  /** The units left of the line's product or variant (stock/units.ts, never below 0); null when not counted. */
  units_left: number | null;
  /**
   * The campaigns running at the call's time that cover the product: by it or its categories first, then by its brand.
   */
  campaigns: Campaign[];
}

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The running campaigns (at `at`, an ISO time) covering product `p` (a row with id and brand_id in the outer query)
 * as a
 * JSON array of [rank, id, discount_type, discount], rank 0 when the product or one of its
 * categories is covered, 1 when its brand only: read in the same statement, they are never staler
 * than the prices beside them (an order's transaction included). The few running campaigns are
 * found first and each is probed by its key; a union of every covering row joined to the
 * campaigns after would take most of a priced cart's time in PostgreSQL.
 */
export function runningCampaignsOf(db: Kysely<DB>, at: string): RawBuilder<string | unknown[]> {
  const byProduct = sql`exists (select 1 from campaign_products cp where cp.campaign_id = c.id and cp.product_id =
    p.id)`;
  const byCategory = sql`exists (select 1 from campaign_categories cc inner join product_categories pc on
    pc.category_id = cc.category_id
    where cc.campaign_id = c.id and pc.product_id = p.id)`;
  const byBrand = sql`exists (select 1 from campaign_brands cb where cb.campaign_id = c.id and cb.brand_id =
    p.brand_id)`;
  const rank = sql`case when ${byProduct} or ${byCategory} then 0 else 1 end`;
  const rows = sql`from campaigns c where c.status = 1 and c.starts_at <= ${at} and c.ends_at > ${at}
    and (${byProduct} or ${byCategory} or ${byBrand})`;
  return isPostgres(db)
    ? sql`coalesce((select json_agg(json_build_array(${rank}, c.id, c.discount_type, c.discount)) ${rows}), '[]'::json)`
    : sql`coalesce((select json_group_array(json_array(${rank}, c.id, c.discount_type, c.discount)) ${rows}), '[]')`;
}

/** The JSON of runningCampaignsOf as campaigns (each once), in the order pricing compares them. */
export function parseCampaigns(value: string | unknown[]): Campaign[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as [
    number,
    number,
    Campaign['discount_type'],
    number,
  ][];
  if (rows.length === 0) return [];
  rows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return rows.map(([, id, type, discount]) => ({ id, discount_type: type, discount: Number(discount) }));
}

/**
 * How a key finds its cart, which a statement's text depends on (its shape), apart from the id it finds it by (its
 * value).
 */
export type CartBy = 'id' | 'customerId' | 'guestCartId' | 'session';

/** A key as its way (`by`) and its values: the id it finds the cart by, and the time a session must be open at. */
export function splitKey(key: CartKey): { by: CartBy; cart: number | string; at?: string } {
  if ('id' in key) return { by: 'id', cart: key.id };
  if ('customerId' in key) return { by: 'customerId', cart: key.customerId };
  if ('session' in key) return { by: 'session', cart: key.session, at: key.at };
  return { by: 'guestCartId', cart: key.guestCartId };
}

export function keyOf(by: CartBy, cart: number | string, at?: string): CartKey {
  if (by === 'session') return { session: cart as string, at: at! };
  return by === 'id'
    ? { id: cart as number }
    : by === 'customerId'
      ? { customerId: cart as number }
      : { guestCartId: cart as number };
}

/**
 * The open cart of session `s` (a row of sessions in the outer query): its customer's, else the guest's cart it keeps
 * (openCartKey's rule).
 */
const openCartOfSession = sql`coalesce(
  (select oc.id from carts oc where oc.customer_id = s.customer_id and oc.is_active = 1),
  (select gc.id from carts gc
    where gc.id = s.cart_id and s.customer_id is null and gc.customer_id is null and gc.is_active = 1))`;

/** The condition on carts `c` that finds the cart of this key. */
export function whereCart(key: CartKey) {
  if ('id' in key) return sql`c.id = ${key.id}`;
  if ('customerId' in key) return sql`c.customer_id = ${key.customerId} and c.is_active = 1`;
  if ('session' in key)
    return sql`c.id = (select ${openCartOfSession} from sessions s where s.id = ${key.session}
      and s.expires_at > ${key.at})`;
  return sql`c.id = ${key.guestCartId} and c.customer_id is null and c.is_active = 1`;
}

const COUPON_COLUMNS = [
  'id',
  'code',
  'type',
  'value',
  'min_order',
  'max_discount',
  'starts_at',
  'expires_at',
  'usage_limit',
  'times_used',
  'status',
] as const;

/**
 * What an order saw of its customer's open cart when it priced it: the cart is claimed (closed)
 * for the order only while it is still so (claimUpdate).
 */
export interface CartClaim {
  id: number;
  customerId: number;
  /** The cart's updated_at as read: its lines' changes and its coupon's move it (migration 013). */
  updatedAt: string;
  couponCode: string | null;
  /** The lines as read: lineKeys. */
  lines: string;
}

/** A cart's lines as the claim compares them: "id:quantity" in id order, comma-separated. */
export const lineKeys = (lines: readonly { id: number; quantity: number }[]): string =>
  lines.map((l) => `${l.id}:${l.quantity}`).join(',');

/**
 * The claim as an update of the open cart that matches only while the cart is as the order priced
 * it: the same lines and quantities, coupon and updated_at. Lines added a moment before the order
 * are compared by themselves; a change still being written when the claim runs moves updated_at,
 * which the update checks again once the change's lock is released. A second claim of the same
 * cart (a second submit of one checkout) finds it closed. The claim's value is taken as given, so
 * the update compiles once for its shape.
 */
export const claimUpdate = (db: Kysely<DB>, claim: CartClaim, at: string) => {
  const aggregate = isPostgres(db) ? sql`string_agg` : sql`group_concat`;
  return db
    .updateTable('carts')
    .set({ is_active: 0, updated_at: at })
    .where('id', '=', claim.id)
    .where('customer_id', '=', claim.customerId)
    .where('is_active', '=', 1)
    .where('updated_at', '=', claim.updatedAt)
    .where(
      claim.couponCode === null ? sql<boolean>`coupon_code is null` : sql<boolean>`coupon_code = ${claim.couponCode}`,
    ).where(sql<boolean>`(select ${aggregate}(ci.id || ':' || ci.quantity, ',' order by ci.id) from cart_items ci where
        ci.cart_id = carts.id) = ${claim.lines}`);
};

/** Where a cart statement reads: `source` (carts c, and what finds them), `where`, and `first` columns of its own. */
interface CartSource {
  source: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  first?: RawBuilder<unknown>;
}

/** The cart's columns and its lines', from the source where its condition holds, in line order. */
function cartSelect(db: Kysely<DB>, at: string, from: CartSource) {
  const image = sql`(select i.path from product_images i where i.product_id = ci.product_id
    order by case when i.variant_id = ci.variant_id then 0 when i.variant_id is null then 1 else 2 end, i.position,
      i.id limit 1)`;
  const counted = stockRowsOf(sql.ref('ci.product_id'), sql.ref('ci.variant_id'));
  const left = sql`(select min(qty) from stock_levels where ${counted})`;
  const coupon = sql.join(
    COUPON_COLUMNS.map((column) => sql`co.${sql.ref(column)} as ${sql.ref(`applied_${column}`)}`),
  );
  return sql<Record<string, unknown>>`
    select ${from.first ?? sql``}c.id as cart_id, c.customer_id, c.coupon_code, c.updated_at, ${coupon},
      ci.id, ci.product_id, ci.variant_id, ci.quantity, ci.campaign_id,
      p.name, p.name_bn, p.sku, p.url_key, p.type, p.price, p.special_price, p.brand_id, p.status,
      v.name as variant_name, v.sku as variant_sku, v.price as variant_price, v.special_price as
        variant_special_price, v.status as variant_status,
      ${image} as image_path, ${left} as units_left, ${runningCampaignsOf(db, at)} as campaigns
    from ${from.source}
    left join coupons co on co.code = c.coupon_code
    left join cart_items ci on ci.cart_id = c.id
    left join products p on p.id = ci.product_id
    left join product_variants v on v.id = ci.variant_id
    where ${from.where}
    order by ci.id`.compile(db);
}

/** The cart statement, compiled once per shape (db/compiledQueries.ts): a cart call's largest query to build. */
const cartStatement = statementOnce((db: Kysely<DB>, by: CartBy, values: { cart: number | string; at: string }) =>
  cartSelect(db, values.at, { source: sql`carts c`, where: whereCart(keyOf(by, values.cart, values.at)) }),
);

/**
 * The same with the session that finds the cart, read in the same statement: its data (the session plugin's), and
 * the open cart of its customer, or of the guest whose cart id it keeps. One row without a cart when it has none; no
 * rows when the session is not open.
 */
const sessionCartStatement = statementOnce((db: Kysely<DB>, _shape: null, values: { session: string; at: string }) => {
  const source = sql`sessions s left join carts c on c.id = ${openCartOfSession}`;
  const where = sql`s.id = ${values.session} and s.expires_at > ${values.at}`;
  return cartSelect(db, values.at, { source, where, first: sql`s.data as session_data, ` });
});

/** A statement's row as the cart's row: field by field (deleting the coupon's columns made slow dictionary objects). */
const cartRowOf = (row: Record<string, unknown>): CartRow => ({
  cart_id: row.cart_id as number,
  customer_id: row.customer_id as number | null,
  coupon_code: row.coupon_code as string | null,
  updated_at: row.updated_at as string,
  coupon:
    row.applied_id === null
      ? null
      : (Object.fromEntries(COUPON_COLUMNS.map((column) => [column, row[`applied_${column}`]])) as unknown as Coupon),
  id: row.id as number | null,
  product_id: row.product_id as number,
  variant_id: row.variant_id as number | null,
  quantity: row.quantity as number,
  campaign_id: row.campaign_id as number | null,
  name: row.name as string,
  name_bn: row.name_bn as string | null,
  sku: row.sku as string,
  url_key: row.url_key as string,
  type: row.type as CartRow['type'],
  price: row.price as number,
  special_price: row.special_price as number | null,
  brand_id: row.brand_id as number | null,
  status: row.status as number,
  variant_name: row.variant_name as string | null,
  variant_sku: row.variant_sku as string | null,
  variant_price: row.variant_price as number | null,
  variant_special_price: row.variant_special_price as number | null,
  variant_status: row.variant_status as number | null,
  image_path: row.image_path as string | null,
  units_left: row.units_left === null ? null : Math.max(0, Number(row.units_left)),
  campaigns: parseCampaigns(row.campaigns as string | unknown[]),
});

/**
 * The cart's lines (in the order they were added) with everything pricing needs; no rows when there is no such cart.
 */
export async function cartRows(db: Kysely<DB>, key: CartKey, now: Date): Promise<CartRow[]> {
  const { by, cart } = splitKey(key);
  const { rows } = await cartStatement(db, by, { cart, at: now.toISOString() });
  return rows.map(cartRowOf);
}

/**
 * The open session of this id (its data as stored, null when none is open) and its shopper's open cart's rows, read
 * in one statement; no rows when they have no open cart.
 */
export async function sessionCartRows(
  db: Kysely<DB>,
  sessionId: string | null,
  now: Date,
): Promise<{ session: string | null; rows: CartRow[] }> {
  if (!sessionId) return { session: null, rows: [] };
  const { rows } = await sessionCartStatement(db, null, { session: sessionId, at: now.toISOString() });
  if (rows.length === 0) return { session: null, rows: [] };
  const cart = rows[0].cart_id === null ? [] : rows.map(cartRowOf);
  return { session: rows[0].session_data as string, rows: cart };
}
