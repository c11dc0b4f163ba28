import type { Kysely } from 'kysely';
import type { Product, ProductDetail } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { allBrands, allColors, allSizes } from './attributes';
import { toTaka } from '../lib/money';
import { quote, runningCampaignsFor } from './pricing';
import { loadProducts } from './productView';
import { nameIn } from './names';
import type { Language } from '../../shared/i18n/languages';

/** How many related products the product page shows. */
export const RELATED_LIMIT = 12;

/**
 * The active product with this id or url_key, as the product page needs it (names in the shopper's language); null when
 * there is none.
 */
export async function findProductDetail(
  db: Kysely<DB>,
  by: { id: number } | { urlKey: string },
  language: Language,
  now?: Date,
): Promise<ProductDetail | null> {
  const query = db
    .selectFrom('products')
    .select(['id', 'description', 'video_link', 'brand_id'])
    .where('status', '=', 1);
  const row = await (
    'id' in by ? query.where('id', '=', by.id) : query.where('url_key', '=', by.urlKey)
  ).executeTakeFirst();
  if (!row) return null;
  const [[product], variants, campaigns, category, brands, colors, sizes] = await Promise.all([
    loadProducts(db, [row.id], language, now),
    db
      .selectFrom('product_variants')
      .select(['id', 'sku', 'color_id', 'size_id', 'price', 'special_price'])
      .where('product_id', '=', row.id)
      .where('status', '=', 1)
      .execute(),
    runningCampaignsFor(db, [{ id: row.id, brand_id: row.brand_id }], now),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['c.id', 'c.name', 'c.name_bn', 'c.slug'])
      .where('pc.product_id', '=', row.id)
      .where('c.status', '=', 1)
      .orderBy('c.id')
      .executeTakeFirst(),
    allBrands(db, language),
    allColors(db),
    allSizes(db),
  ]);
  if (!product) return null;
  const extra = new Map(variants.map((v) => [v.id, v]));
  return {
    ...product,
    description: row.description,
    video_link: row.video_link,
    brand: brands.find((b) => b.id === row.brand_id) ?? null,
    category: category
      ? { id: category.id, name: nameIn(language, category.name, category.name_bn), slug: category.slug }
      : null,
    product_variants: product.product_variants.map((v) => {
      const more = extra.get(v.id);
      // Each variant has its own campaign price: the cart checks the one the shopper chose.
      const priced = more
        ? quote(
            Number(more.price),
            more.special_price === null ? null : Number(more.special_price),
            campaigns.get(row.id),
          )
        : null;
      return {
        ...v,
        final_price: product.has_campaign && priced ? toTaka(priced.final) : null,
        sku: more?.sku ?? '',
        color: colors.find((c) => c.id === more?.color_id) ?? null,
        size: sizes.find((s) => s.id === more?.size_id) ?? null,
      };
    }),
  };
}

/** The product's related products that are on sale, by id. */
export async function relatedProducts(
  db: Kysely<DB>,
  productId: number,
  language: Language,
  now?: Date,
): Promise<Product[]> {
  const rows = await db
    // CROSS JOIN: SQLite starts from the product's links, not from every active product.
    .selectFrom('related_products as r')
    .crossJoin('products as p')
    .whereRef('p.id', '=', 'r.related_id')
    .select('p.id')
    .where('r.product_id', '=', productId)
    .where('p.status', '=', 1)
    .orderBy('p.id')
    .limit(RELATED_LIMIT)
    .execute();
  return loadProducts(
    db,
    rows.map((r) => r.id),
    language,
    now,
  );
}

/** Whether an active product has this id (the calls keyed by product id answer 404 otherwise). */
export async function productExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('products').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst(),
  );
}
