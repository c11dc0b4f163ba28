import { PostgresAdapter, sql, type Kysely } from 'kysely';
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
 * variants and the campaigns that name it or its categories included. One statement joins the ids'
 * cards into one JSON text, parsed once: building them per call took four correlated subqueries
 * per product. Order inside the lists is left to the caller (position, then id).
 */
export async function productRows(db: Kysely<DB>, ids: number[]): Promise<ProductRow[]> {
  const { rows } = await cardsStatement(db, ids);
  const cards = rows[0]?.cards;
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
    }),
  );
}

/** The statement, compiled once per number of ids; null when none of them has a card. */
const cardsStatement = compiledOnce((db: Kysely<DB>, ids: number[]) => {
  const joined =
    db.getExecutor().adapter instanceof PostgresAdapter ? sql`string_agg(card, ',')` : sql`group_concat(card, ',')`;
  return sql<{
    cards: string | null;
  }>`select '[' || ${joined} || ']' as cards from product_cards where product_id in (${sql.join(ids)})`.compile(db);
});
