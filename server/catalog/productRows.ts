import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';

/** [id, variant_id, path, position] */
export type ImageRow = [number, number | null, string, number];
/** [id, name, price, special_price, position] */
export type VariantRow = [number, string, number, number | null, number];

export interface ProductRow {
  id: number; type: 'simple' | 'configurable'; name: string; name_bn: string | null; url_key: string; sku: string; price: number; special_price: number | null;
  short_description: string | null; brand_id: number | null; status: number; reviews_count: number; rating_total: number;
  images: ImageRow[]; variants: VariantRow[];
  /** Campaigns naming the product or one of its categories, running or not (an id may repeat). */
  campaign_ids: number[];
}

/** A product as the statement sends it: its columns in ProductRow's order, then the three lists (null when empty). */
type Sent = [
  number, ProductRow['type'], string, string | null, string, string, number, number | null, string | null, number | null, number, number, number,
  ImageRow[] | string | null, VariantRow[] | string | null, number[] | string | null,
];

/** A JSON array of the subquery's rows (each a JSON array), null when none, in either database's words. */
function jsonRows(postgres: boolean, columns: RawBuilder<unknown>, rest: RawBuilder<unknown>) {
  return postgres ? sql`(select json_agg(json_build_array(${columns})) ${rest})` : sql`(select json_group_array(json_array(${columns})) ${rest})`;
}

/**
 * The rows a product card is made of, for each id, in one statement answering one JSON value: per
 * product its columns, its images, its active variants and the campaigns that name it or its
 * categories (correlated subqueries on the product_id keys, so each costs a few index reads). One
 * JSON text is about half the CPU of a row object per product with three JSON texts in it (SQLite
 * made an object per row, and the JSON texts were parsed one by one). Order inside the lists is
 * left to the caller (position, then id).
 */
export async function productRows(db: Kysely<DB>, ids: number[]): Promise<ProductRow[]> {
  const { rows } = await productsStatement(db, ids);
  return parsed(rows[0]?.products ?? null).map(([id, type, name, name_bn, url_key, sku, price, special_price, short_description, brand_id, status,
    reviews_count, rating_total, images, variants, campaign_ids]) => ({
    id, type, name, name_bn, url_key, sku, price, special_price, short_description, brand_id, status, reviews_count, rating_total,
    images: parsed(images), variants: parsed(variants), campaign_ids: parsed(campaign_ids),
  }));
}

/** The statement, compiled once per number of ids. */
const productsStatement = compiledOnce((db: Kysely<DB>, ids: number[]) => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const images = jsonRows(postgres, sql`i.id, i.variant_id, i.path, i.position`, sql`from product_images i where i.product_id = p.id`);
  const variants = jsonRows(postgres, sql`v.id, v.name, v.price, v.special_price, v.position`, sql`from product_variants v where v.product_id = p.id and v.status = 1`);
  const campaigns = sql`(select ${sql.raw(postgres ? 'json_agg' : 'json_group_array')}(c.campaign_id) from (${coveringCampaigns}) c)`;
  const columns = sql`p.id, p.type, p.name, p.name_bn, p.url_key, p.sku, p.price, p.special_price, p.short_description, p.brand_id, p.status,
    p.reviews_count, p.rating_total, ${images}, ${variants}, ${campaigns}`;
  // status is checked by the caller, not here: SQLite would read "status = 1" off the (status, ...)
  // index, every product, instead of seeking the ids.
  return sql<{ products: string | Sent[] | null }>`
    select ${postgres ? sql`json_agg(json_build_array(${columns}))` : sql`json_group_array(json_array(${columns}))`} as products
    from products p where p.id in (${sql.join(ids)})`.compile(db);
});

/**
 * A list as the statement sent it: SQLite nests a subquery's JSON as JSON (it keeps the value's
 * JSON subtype), or as text where a build does not; an empty list is null.
 */
const parsed = <T>(value: T[] | string | null): T[] => (value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

const coveringCampaigns = sql`
  select cp.campaign_id from campaign_products cp where cp.product_id = p.id
  union all
  select cc.campaign_id from product_categories pc inner join campaign_categories cc on cc.category_id = pc.category_id where pc.product_id = p.id`;
