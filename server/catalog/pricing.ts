import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { cached, forget } from './cache';

/**
 * The price rules, in poisha, in one place for listings, the cart and orders:
 * - a configurable product is priced by its variant (the first one when none is chosen);
 * - a special price counts only when it is below the price;
 * - a running campaign that covers the product (directly, by category or by brand) subtracts
 *   price*discount/100 (Percentage) or the flat discount (fixed) from the regular price, never
 *   below 0; when several cover it, the shopper gets the lowest price.
 */
export interface Campaign {
  id: number;
  discount_type: 'Percentage' | 'fixed';
  discount: number;
}

export interface Quote {
  /** The regular price (struck through when something lowers it). */
  regular: number;
  /** The special price when it applies, else null. */
  special: number | null;
  /** What the shopper pays for one. */
  final: number;
  campaignId: number | null;
}

export function campaignPrice(regular: number, campaign: Pick<Campaign, 'discount_type' | 'discount'>): number {
  // Percentage discounts are stored in hundredths of a percent.
  const off =
    campaign.discount_type === 'Percentage' ? Math.round((regular * campaign.discount) / 10000) : campaign.discount;
  return Math.max(0, regular - off);
}

export function quote(price: number, specialPrice: number | null, campaigns: Campaign[] = []): Quote {
  const special = specialPrice !== null && specialPrice < price ? specialPrice : null;
  let best: { price: number; id: number } | null = null;
  for (const c of campaigns) {
    const p = campaignPrice(price, c);
    if (!best || p < best.price) best = { price: p, id: c.id };
  }
  if (best) return { regular: price, special, final: best.price, campaignId: best.id };
  return { regular: price, special, final: special ?? price, campaignId: null };
}

/**
 * The enabled campaigns with their windows and brands: every priced call needs them, so they are
 * remembered for a few seconds (cache.ts); which of them run is decided at the caller's `now`.
 * Inside a transaction (an order) they are read afresh.
 */
const ENABLED_CAMPAIGNS = 'enabled-campaigns';

function enabledCampaigns(db: Kysely<DB>) {
  return cached(db, ENABLED_CAMPAIGNS, async () => {
    const [campaigns, brands] = await Promise.all([
      db
        .selectFrom('campaigns')
        .select(['id', 'discount_type', 'discount', 'starts_at', 'ends_at'])
        .where('status', '=', 1)
        .execute(),
      db.selectFrom('campaign_brands').select(['campaign_id', 'brand_id']).execute(),
    ]);
    return { campaigns, brands };
  });
}

/** Reads the campaigns afresh on the next call (a change to them was seen). */
export function forgetCampaigns(db: Kysely<DB>): void {
  forget(db, ENABLED_CAMPAIGNS);
}

/** The enabled campaigns running at `now`, by id, and the brands they cover. */
export async function runningCampaigns(
  db: Kysely<DB>,
  now = new Date(),
): Promise<{ byId: Map<number, Campaign>; brands: { campaign_id: number; brand_id: number }[] }> {
  const at = now.toISOString();
  const enabled = await enabledCampaigns(db);
  const byId = new Map<number, Campaign>();
  for (const c of enabled.campaigns) {
    if (c.starts_at <= at && c.ends_at > at)
      byId.set(c.id, { id: c.id, discount_type: c.discount_type, discount: c.discount });
  }
  return { byId, brands: enabled.brands.filter((b) => byId.has(b.campaign_id)) };
}

/**
 * The running campaigns among `campaignIds` (those covering a product directly or by category)
 * and those covering its brand, each once, in that order.
 */
export function campaignsCovering(
  running: Awaited<ReturnType<typeof runningCampaigns>>,
  campaignIds: number[],
  brandId: number | null,
): Campaign[] {
  const list: Campaign[] = [];
  const add = (id: number) => {
    const campaign = running.byId.get(id);
    if (campaign && !list.includes(campaign)) list.push(campaign);
  };
  campaignIds.forEach(add);
  for (const b of running.brands) if (b.brand_id === brandId) add(b.campaign_id);
  return list;
}

/** Campaigns running at `now` that cover each product, by product id. */
export async function runningCampaignsFor(
  db: Kysely<DB>,
  products: { id: number; brand_id: number | null }[],
  now = new Date(),
): Promise<Map<number, Campaign[]>> {
  const result = new Map<number, Campaign[]>();
  if (products.length === 0) return result;
  const running = await runningCampaigns(db, now);
  if (running.byId.size === 0) return result;
  const ids = [...running.byId.keys()];
  const productIds = [...new Set(products.map((p) => p.id))];
  const [direct, byCategory] = await Promise.all([
    db
      .selectFrom('campaign_products')
      .select(['campaign_id', 'product_id'])
      .where('campaign_id', 'in', ids)
      .where('product_id', 'in', productIds)
      .execute(),
    db
      .selectFrom('campaign_categories as cc')
      .innerJoin('product_categories as pc', 'pc.category_id', 'cc.category_id')
      .select(['cc.campaign_id', 'pc.product_id'])
      .where('cc.campaign_id', 'in', ids)
      .where('pc.product_id', 'in', productIds)
      .execute(),
  ]);
  const covering = new Map<number, number[]>();
  for (const r of [...direct, ...byCategory])
    covering.set(r.product_id, [...(covering.get(r.product_id) ?? []), r.campaign_id]);
  for (const p of products) {
    const list = campaignsCovering(running, covering.get(p.id) ?? [], p.brand_id);
    if (list.length) result.set(p.id, list);
  }
  return result;
}
