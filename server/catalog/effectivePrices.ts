import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { campaignsCovering, forgetCampaigns, quote, runningCampaigns } from './pricing';

/**
 * Each product's effective price (product_prices): what its card shows, by the one price
 * rule of pricing.ts (the first active variant of a configurable product, a special price below the
 * price, the best running campaign covering it). Stored so the price sorts read an index at 100,000
 * products. It holds while nothing the rule reads has changed (triggers count every write to those
 * tables in price_marks 'changed') and while the same campaigns run (the window between two
 * campaign starts or ends); a listing sorted by price first makes sure of both (ensureEffectivePrices).
 */

const FAR_FUTURE = '9999-12-31T00:00:00.000Z';
/** Rows written per statement while storing new prices. */
const BATCH = 5000;

type Marks = { changed?: number; priced?: number; validFrom: string; validUntil: string };

async function marksOf(db: Kysely<DB>): Promise<Marks> {
  const rows = await db.selectFrom('price_marks').select(['name', 'counter', 'valid_from', 'valid_until']).execute();
  const priced = rows.find((r) => r.name === 'priced');
  return {
    changed: Number(rows.find((r) => r.name === 'changed')?.counter),
    priced: Number(priced?.counter),
    validFrom: priced?.valid_from ?? '',
    validUntil: priced?.valid_until ?? '',
  };
}

const hold = (marks: Marks, at: string) =>
  marks.changed === marks.priced && marks.validFrom <= at && at < marks.validUntil;

/** One refresh at a time per database handle: shoppers arriving meanwhile wait for it instead of repeating it. */
const refreshing = new WeakMap<object, Promise<void>>();

/** Makes the stored effective prices those of `now`, computing them again only when they do not hold. */
export async function ensureEffectivePrices(db: Kysely<DB>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (hold(await marksOf(db), at)) return;
    let running = refreshing.get(db);
    if (!running) {
      // The cards of the page are priced from the remembered campaigns: those must be as new as the sort's.
      forgetCampaigns(db);
      running = refreshEffectivePrices(db, now).finally(() => refreshing.delete(db));
      refreshing.set(db, running);
    }
    await running;
  }
}

/**
 * Computes every product's effective price at `now` and stores the ones that differ, with the count
 * of changes it saw first and the window in which the running campaigns stay the same. A change
 * made while it runs leaves the count behind, so the next listing computes again.
 */
export async function refreshEffectivePrices(db: Kysely<DB>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const { changed } = await marksOf(trx);
    const running = await runningCampaigns(trx, now);
    const campaignIds = [...running.byId.keys()];
    const [products, firstVariants, covered, windows] = await Promise.all([
      trx
        .selectFrom('products')
        .leftJoin('product_prices as pp', 'pp.product_id', 'products.id')
        .select([
          'products.id',
          'products.type',
          'products.price',
          'products.special_price',
          'products.brand_id',
          'pp.effective_price',
        ])
        .execute(),
      sql<{
        product_id: number;
        price: number;
        special_price: number | null;
      }>`select product_id, price, special_price from (
        select product_id, price, special_price, row_number() over (partition by product_id order by position, id) as n
        from product_variants where status = 1) v where n = 1`.execute(trx),
      campaignIds.length === 0
        ? Promise.resolve({ rows: [] })
        : sql<{ product_id: number; campaign_id: number }>`
        select product_id, campaign_id from campaign_products where campaign_id in (${sql.join(campaignIds)})
        union all
        select pc.product_id, cc.campaign_id from campaign_categories cc inner join product_categories pc on
          pc.category_id = cc.category_id
          where cc.campaign_id in (${sql.join(campaignIds)})`.execute(trx),
      trx.selectFrom('campaigns').select(['starts_at', 'ends_at']).where('status', '=', 1).execute(),
    ]);
    const variantOf = new Map(firstVariants.rows.map((v) => [Number(v.product_id), v]));
    const covering = new Map<number, number[]>();
    for (const r of covered.rows)
      covering.set(Number(r.product_id), [...(covering.get(Number(r.product_id)) ?? []), Number(r.campaign_id)]);

    const changes: [number, number][] = [];
    for (const p of products) {
      const first = p.type === 'configurable' ? variantOf.get(p.id) : undefined;
      const special = first ? first.special_price : p.special_price;
      const priced = quote(
        Number(first ? first.price : p.price),
        special === null ? null : Number(special),
        campaignsCovering(running, covering.get(p.id) ?? [], p.brand_id),
      );
      if (p.effective_price === null || priced.final !== Number(p.effective_price)) changes.push([p.id, priced.final]);
    }
    for (let i = 0; i < changes.length; i += BATCH) await storePrices(trx, changes.slice(i, i + BATCH));

    // The running campaigns change only at a start or an end: the prices hold between the last one
    // passed and the next one to come.
    const edges = windows.flatMap((w) => [w.starts_at, w.ends_at]);
    const validFrom =
      edges
        .filter((e) => e <= at)
        .sort()
        .pop() ?? '';
    const validUntil = edges.filter((e) => e > at).sort()[0] ?? FAR_FUTURE;
    await trx
      .updateTable('price_marks')
      .set({ counter: changed, valid_from: validFrom, valid_until: validUntil })
      .where('name', '=', 'priced')
      .execute();
  });
}

/** New effective prices, [product id, poisha] pairs, in one statement. */
async function storePrices(db: Kysely<DB>, pairs: [number, number][]): Promise<void> {
  const json = JSON.stringify(pairs);
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`select (e->>0)::int, (e->>1)::bigint from json_array_elements(${json}::json) e`
      : sql`select e.value ->> 0, e.value ->> 1 from json_each(${json}) e where true`;
  // "where true" tells SQLite's parser that ON CONFLICT belongs to the insert, not to a join.
  await sql`insert into product_prices (product_id, effective_price) ${rows}
    on conflict (product_id) do update set effective_price = excluded.effective_price`.execute(db);
}
