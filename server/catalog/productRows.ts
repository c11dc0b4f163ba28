import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';

/** [id, variant_id, path, position] */
export type ImageRow = [number, number | null, string, number];
/** [id, name, price, special_price, position] */
export type VariantRow = [number, string, number, number | null, number];

export interface ProductRow {
  id: number;
  type: 'simple' | 'configurable';
  name: string;
  name_bn: string | null;
  url_key: string;
  sku: string;
  price: number;
  special_price: number | null;
  short_description: string | null;
  brand_id: number | null;
  status: number;
  reviews_count: number;
  rating_total: number;
  images: ImageRow[];
  variants: VariantRow[];
  /** Campaigns naming the product or one of its categories, running or not (an id may repeat). */
  campaign_ids: number[];
  /** Its stock rows at 0 or below (stock_levels): 0 for the product's own, else the variant's id. */
  sold_out: number[];
}

/**
 * A product's card as stored (migration 026): its columns in ProductRow's order, then the three lists (null when empty
 * on PostgreSQL).
 */
type Card = [
  number,
  ProductRow['type'],
  string,
  string | null,
  string,
  string,
  number,
  number | null,
  string | null,
  number | null,
  number,
  number,
  number,
  ImageRow[] | null,
  VariantRow[] | null,
  number[] | null,
];

/**
 * The rows a product card is made of, for each id (unknown ids are left out, in no set order): the
 * product's card as the triggers of migration 026 keep it in product_cards, its images, active
 * variants and the campaigns that name it or its categories included, and what of it is out of stock. One statement
 * joins the ids' cards into one JSON text, parsed once: building them per call took four correlated subqueries
 * per product. Order inside the lists is left to the caller (position, then id).
 */
export async function productRows(db: Kysely<DB>, ids: number[]): Promise<ProductRow[]> {
  const { rows } = await cardsStatement(db, ids);
  const cards = rows[0]?.cards;
  const soldOut = new Map<number, number[]>();
  for (const pair of rows[0]?.sold_out?.split(',') ?? []) {
    const [productId, variantId] = pair.split(':').map(Number);
    soldOut.set(productId, [...(soldOut.get(productId) ?? []), variantId]);
  }
  return (cards ? (JSON.parse(cards) as Card[]) : []).map(
    ([
      id,
      type,
      name,
      name_bn,
      url_key,
      sku,
      price,
      special_price,
      short_description,
      brand_id,
      status,
      reviews_count,
      rating_total,
      images,
      variants,
      campaign_ids,
    ]) => ({
      id,
      type,
      name,
      name_bn,
      url_key,
      sku,
      price,
      special_price,
      short_description,
      brand_id,
      status,
      reviews_count,
      rating_total,
      images: images ?? [],
      variants: variants ?? [],
      campaign_ids: campaign_ids ?? [],
      sold_out: soldOut.get(id) ?? [],
    }),
  );
}

/**
 * The statement, compiled once per number of ids: the cards (null when none of them has one), and the ids' stock rows
 * at 0 or below as "product:variant" pairs (null when none is), read beside them rather than in a statement of their
 * own.
 */
const cardsStatement = compiledOnce((db: Kysely<DB>, ids: number[]) => {
  const joined = (text: RawBuilder<unknown>) =>
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`string_agg(${text}, ',')`
      : sql`group_concat(${text}, ',')`;
  const pair = sql`cast(product_id as text) || ':' || cast(variant_id as text)`;
  const inIds = sql`product_id in (${sql.join(ids)})`;
  return sql<{ cards: string | null; sold_out: string | null }>`select '[' || ${joined(sql`card`)} || ']' as cards,
    (select ${joined(pair)} from stock_levels where ${inIds} and qty <= 0) as sold_out
    from product_cards where ${inIds}`.compile(db);
});
