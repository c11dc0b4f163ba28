import type { Kysely, Selectable } from 'kysely';
import type { Campaign, CampaignProducts, FlashDealProduct, Paged } from '../../shared/api/contract';
import type { CampaignsTable, DB } from '../db/schema';
import { toTaka } from '../lib/money';
import { allBrands, shopCategories } from './attributes';
import { cached } from './cache';
import { pagedOf, type Paging } from './listing';
import { loadProducts } from './productView';
import type { Language } from '../../shared/i18n/languages';

/** How many of a campaign's own products its page lists (a curated set, not a listing). */
export const CAMPAIGN_PRODUCTS_LIMIT = 60;
/** Top deals are a handful of big cards. */
export const TOP_DEALS_LIMIT = 12;

export type CampaignView = Campaign & { ends_at: string };

/** The storefront's campaign: a Percentage discount in percent (12.5), a fixed one in taka. */
export function campaignView(row: Selectable<CampaignsTable>): CampaignView {
  const discount = Number(row.discount);
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    title: row.title,
    short_description: row.short_description,
    discount_type: row.discount_type,
    discount: row.discount_type === 'Percentage' ? discount / 100 : toTaka(discount),
    ends_at: row.ends_at,
  };
}

/** The running flash campaign (the one ending soonest when several run), remembered a few seconds. */
export function runningFlashCampaign(db: Kysely<DB>): Promise<CampaignView | null> {
  return cached(db, 'flash-campaign', async () => {
    const at = new Date().toISOString();
    const row = await db
      .selectFrom('campaigns')
      .selectAll()
      .where('status', '=', 1)
      .where('is_flash', '=', 1)
      .where('starts_at', '<=', at)
      .where('ends_at', '>', at)
      .orderBy('ends_at')
      .orderBy('id')
      .executeTakeFirst();
    return row ? campaignView(row) : null;
  });
}

export async function findCampaign(
  db: Kysely<DB>,
  by: { id: number } | { slug: string },
): Promise<CampaignView | null> {
  const query = db.selectFrom('campaigns').selectAll().where('status', '=', 1);
  const row = await ('id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug)).executeTakeFirst();
  return row ? campaignView(row) : null;
}

/**
 * What a campaign covers: its categories, its brands and (up to 60) products of its own, named in the shopper's
 * language.
 */
export async function campaignProducts(
  db: Kysely<DB>,
  campaignId: number,
  language: Language,
  now?: Date,
): Promise<CampaignProducts> {
  const [categoryRows, brandRows, productRows, categories, brands] = await Promise.all([
    db.selectFrom('campaign_categories').select('category_id').where('campaign_id', '=', campaignId).execute(),
    db.selectFrom('campaign_brands').select('brand_id').where('campaign_id', '=', campaignId).execute(),
    db
      .selectFrom('campaign_products as cp')
      .crossJoin('products as p')
      .whereRef('p.id', '=', 'cp.product_id')
      .select('p.id')
      .where('cp.campaign_id', '=', campaignId)
      .where('p.status', '=', 1)
      .orderBy('p.id', 'desc')
      .limit(CAMPAIGN_PRODUCTS_LIMIT)
      .execute(),
    shopCategories(db, language),
    allBrands(db, language),
  ]);
  const categoryIds = new Set(categoryRows.map((r) => r.category_id));
  const brandIds = new Set(brandRows.map((r) => r.brand_id));
  return {
    category_products: categories.filter((c) => categoryIds.has(c.id)),
    brand_products: brands.filter((b) => brandIds.has(b.id)),
    products: await loadProducts(
      db,
      productRows.map((r) => r.id),
      language,
      now,
    ),
  };
}

function runningDeals(db: Kysely<DB>, topDeal: boolean, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('flash_deals as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .where('p.status', '=', 1)
    .where('f.top_deal', '=', topDeal ? 1 : 0)
    .where('f.starts_at', '<=', at)
    .where('f.ends_at', '>', at);
}

/** The running top deals, in their set order. */
export async function topDeals(db: Kysely<DB>, language: Language, now = new Date()): Promise<FlashDealProduct[]> {
  const rows = await runningDeals(db, true, now)
    .select('p.id')
    .orderBy('f.position')
    .orderBy('f.id')
    .limit(TOP_DEALS_LIMIT)
    .execute();
  return (
    await loadProducts(
      db,
      rows.map((r) => r.id),
      language,
      now,
    )
  ).map((p) => ({ ...p, top_deal: true }));
}

/** The other running flash deals, a page at a time. */
export async function moreDeals(
  db: Kysely<DB>,
  paging: Paging,
  language: Language,
  now = new Date(),
): Promise<Paged<FlashDealProduct>> {
  const [count, rows] = await Promise.all([
    runningDeals(db, false, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    runningDeals(db, false, now)
      .select('p.id')
      .orderBy('f.position')
      .orderBy('f.id')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
  ]);
  const page = await pagedOf(
    db,
    rows.map((r) => r.id),
    Number(count.total),
    paging,
    language,
    now,
  );
  return { ...page, data: page.data.map((p) => ({ ...p, top_deal: false })) };
}
