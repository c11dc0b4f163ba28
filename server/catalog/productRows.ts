import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
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

/** A JSON array of the subquery's rows (each a JSON array), '[]' when none, in either database's words. */
function jsonRows(postgres: boolean, columns: RawBuilder<unknown>, rest: RawBuilder<unknown>) {
  return postgres
    ? sql`coalesce((select json_agg(json_build_array(${columns})) ${rest}), '[]'::json)`
    : sql`coalesce((select json_group_array(json_array(${columns})) ${rest}), '[]')`;
}

/**
 * The rows a product card is made of, for each id, in one statement: the product's columns with
 * its images, its active variants and the campaigns that name it or its categories as JSON arrays
 * (correlated subqueries on the product_id keys, so each costs a few index reads). A page of
 * products was five statements before, each with its round trip and its rows to convert; order
 * inside the arrays is left to the caller (position, then id).
 */
export async function productRows(db: Kysely<DB>, ids: number[]): Promise<ProductRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const images = jsonRows(postgres, sql`i.id, i.variant_id, i.path, i.position`, sql`from product_images i where i.product_id = p.id`);
  const variants = jsonRows(postgres, sql`v.id, v.name, v.price, v.special_price, v.position`, sql`from product_variants v where v.product_id = p.id and v.status = 1`);
  const campaigns = postgres
    ? sql`coalesce((select json_agg(c.campaign_id) from (${coveringCampaigns}) c), '[]'::json)`
    : sql`coalesce((select json_group_array(c.campaign_id) from (${coveringCampaigns}) c), '[]')`;
  // status is checked by the caller, not here: SQLite would read "status = 1" off the (status, ...)
  // index, every product, instead of seeking the ids.
  const { rows } = await sql<ProductRow & { images: string | ImageRow[]; variants: string | VariantRow[]; campaign_ids: string | number[] }>`
    select p.id, p.type, p.name, p.name_bn, p.url_key, p.sku, p.price, p.special_price, p.short_description, p.brand_id, p.status,
      p.reviews_count, p.rating_total, ${images} as images, ${variants} as variants, ${campaigns} as campaign_ids
    from products p where p.id in (${sql.join(ids)})`.execute(db);
  const parsed = <T>(value: string | T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return rows.map((r) => ({ ...r, images: parsed(r.images), variants: parsed(r.variants), campaign_ids: parsed(r.campaign_ids) }));
}

const coveringCampaigns = sql`
  select cp.campaign_id from campaign_products cp where cp.product_id = p.id
  union all
  select cc.campaign_id from product_categories pc inner join campaign_categories cc on cc.category_id = pc.category_id where pc.product_id = p.id`;
