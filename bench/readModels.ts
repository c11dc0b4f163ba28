/**
 * npm run bench:read-models [-- --products 100000 --rounds 30]
 * DATABASE_URL=postgres://... npm run bench:read-models (the same on PostgreSQL, in a schema of its own)
 *
 * What each of the catalogue's read models (server/catalog/readModels.ts) buys, at a large
 * catalogue (bigCatalog.ts): the statement a listing runs on the read model beside the one it
 * would run on the base tables without it, timed in the database (p50 / p95 in ms):
 * - category_listing: a category's page newest first and its count, plain and with a price range, and
 *   its first page sorted by price off the rows' effective_price, beside joining product_prices;
 * - category_choices: a category's filter choices (its brands, colours and sizes) read, beside finding them
 *   among its products' rows of category_listing, product_colors and product_sizes; brand_choices likewise for
 *   the largest brand's colours and sizes, beside finding them among its products;
 * - product_cards: a page of 20 cards read, beside the statement that builds them;
 * - product_prices: a price-sorted page of the whole shop, beside pricing every product by the
 *   price rule (what each price-sorted listing would do without stored prices);
 * - the names' words: the search box's vocabulary read, beside reading every name and splitting it;
 * - sold_count_changes: an order's lines' units sold appended, beside updating the products' rows, from
 *   several connections at once on PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { refreshEffectivePrices } from '../server/catalog/effectivePrices';
import type { DB } from '../server/db/schema';
import { openDatabase } from '../server/db/database';
import { openBigCatalog, type BigCatalogDatabase } from './bigCatalogDatabase';
import { percentile } from './load';
import { saveResultsOnExit } from './results';

const { values } = parseArgs({
  options: { save: { type: 'boolean' }, products: { type: 'string' }, rounds: { type: 'string' } },
});
const products = Number(values.products ?? 100000);
const rounds = Number(values.rounds ?? 30);
/** Orders written at once on PostgreSQL (SQLite writes one at a time). */
const CONCURRENT = 8;

type Timed = () => Promise<unknown>;

async function timesOf(work: Timed, count: number): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

const figure = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`;

async function compare(label: string, withModel: Timed, without: Timed, count = rounds): Promise<void> {
  const a = await timesOf(withModel, count);
  const b = await timesOf(without, count);
  const ratio = (p: number) => `${(percentile(b, p) / Math.max(percentile(a, p), 0.001)).toFixed(1)}x`;
  console.log(`| ${label} | ${figure(a)} | ${figure(b)} | ${ratio(50)} | ${ratio(95)} |`);
}

/** A category's newest-first page (offset) and its count, from category_listing or from the base tables. */
function categoryPage(db: Kysely<DB>, category: number, offset: number, price: boolean, model: boolean): Timed {
  const range = (table: string) => (price ? sql.raw(` and ${table}.min_price between 50000 and 2000000`) : sql``);
  return async () => {
    if (model) {
      await sql`select product_id from category_listing where category_id = ${category} and status = 1${range(
        'category_listing',
      )} order by product_id desc limit 20 offset ${offset}`.execute(db);
      await sql`select count(*) from category_listing where category_id = ${category} and status = 1${range(
        'category_listing',
      )}`.execute(db);
      return;
    }
    const from = sql`from product_categories cross join products where products.id = product_categories.product_id
      and product_categories.category_id = ${category} and products.status = 1${range('products')}`;
    await sql`select product_categories.product_id ${from} order by product_categories.product_id desc limit 20
      offset ${offset}`.execute(db);
    await sql`select count(*) ${from}`.execute(db);
  };
}

/** The card of products row p as migration 026 builds it, for the "without" side. */
function builtCards(db: Kysely<DB>, ids: number[], postgres: boolean): Timed {
  const agg = postgres ? 'json_agg' : 'json_group_array';
  const arr = postgres ? 'json_build_array' : 'json_array';
  const list = (columns: string, rest: string) => `(select ${agg}(${arr}(${columns})) ${rest})`;
  const variants = 'from product_variants v where v.product_id = p.id and v.status = 1';
  const card = `${arr}(p.id, p.type, p.name, p.name_bn, p.url_key, p.sku, p.price, p.special_price,
    p.short_description, p.brand_id, p.status, p.reviews_count, p.rating_total,
    ${list('i.id, i.variant_id, i.path, i.position', 'from product_images i where i.product_id = p.id')},
    ${list('v.id, v.name, v.price, v.special_price, v.position', variants)},
    (select ${agg}(c.campaign_id) from (select cp.campaign_id from campaign_products cp where cp.product_id = p.id
      union all select cc.campaign_id from product_categories pc inner join campaign_categories cc
      on cc.category_id = pc.category_id where pc.product_id = p.id) c))`;
  const text = `select ${card}${postgres ? '::text' : ''} as card from products p where p.id in (${ids.join(',')})`;
  return () => sql.raw(text).execute(db);
}

/**
 * Order lines written by CONCURRENT connections at once, three lines each, to products of a small best-selling set,
 * each transaction locking in id order as checkout does: appended to sold_count_changes, beside updating each
 * product's sold_count (which locks the row until the order commits and writes every index of products).
 */
async function orderLines(big: BigCatalogDatabase, databaseUrl: string, products: number): Promise<void> {
  const pool = databaseUrl
    ? openDatabase({ databaseUrl, sqlitePath: '', pgSchema: big.schema, databasePoolSize: CONCURRENT })
    : big.database;
  const { db } = pool;
  let next = 1;
  const lines = () =>
    [0, 1, 2]
      .map(() => ((next = (next * 7919 + 13) % 1_000_003) % 10) * Math.floor(products / 10) + 1)
      .sort((a, b) => a - b);
  const run = async (write: (trx: Kysely<DB>, id: number) => Promise<unknown>) => {
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        for (let i = 0; i < rounds * 3; i += 1) {
          const t = performance.now();
          await db.transaction().execute(async (trx) => {
            for (const id of lines()) await write(trx, id);
          });
          times.push(performance.now() - t);
        }
      }),
    );
    const perSecond = (times.length / (performance.now() - started)) * 1000;
    return { times: times.sort((a, b) => a - b), perSecond };
  };
  const appended = await run((trx, id) =>
    sql`insert into sold_count_changes (product_id, qty) values (${id}, 1)`.execute(trx),
  );
  const updated = await run((trx, id) =>
    sql`update products set sold_count = sold_count + 1 where id = ${id}`.execute(trx),
  );
  const ratio = (p: number) =>
    `${(percentile(updated.times, p) / Math.max(percentile(appended.times, p), 0.001)).toFixed(1)}x`;
  console.log(
    `| sold_count_changes: an order's 3 lines, ${databaseUrl ? CONCURRENT : 1} at a time ` +
      `(${appended.perSecond.toFixed(0)} vs ${updated.perSecond.toFixed(0)} orders/s) | ${figure(appended.times)} | ` +
      `${figure(updated.times)} | ${ratio(50)} | ${ratio(95)} |`,
  );
  if (pool !== big.database) await pool.db.destroy();
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  saveResultsOnExit('read-models', { file: databaseUrl ? 'read-models-postgres' : 'read-models-sqlite' });
  const label = databaseUrl ? 'PostgreSQL' : 'SQLite';
  const big = await openBigCatalog({ databaseUrl, products, fresh: true, log: (l) => console.log(`  ${l}`) });
  const { db } = big.database;
  const postgres = Boolean(databaseUrl);
  try {
    const category = (
      await sql<{ id: number }>`select category_id as id from product_categories group by category_id
        order by count(*) desc limit 1`.execute(db)
    ).rows[0].id;
    const pageIds = (
      await sql<{ id: number }>`select id from products where status = 1 order by id desc limit 20 offset 500`.execute(
        db,
      )
    ).rows.map((r) => Number(r.id));
    console.log(`${label}, ${products} products: each read model's statement beside the same answer without it`);
    console.log('');
    console.log('| read by | with the read model | without it | without / with, p50 | p95 |');
    console.log('|---|---|---|---|---|');
    for (const [name, offset, price] of [
      ['category page 1, newest, with its count', 0, false],
      ['category page 5, newest, with its count', 80, false],
      ['category page 1 filtered by price, with its count', 0, true],
    ] as const)
      await compare(
        `category_listing: ${name}`,
        categoryPage(db, category, offset, price, true),
        categoryPage(db, category, offset, price, false),
      );
    await compare(
      'category_listing: category page 1 sorted by price (its effective_price), with its count',
      async () => {
        await sql`select product_id from category_listing where category_id = ${category} and status = 1
          and effective_price is not null order by effective_price, product_id limit 20`.execute(db);
        await sql`select count(*) from category_listing where category_id = ${category} and status = 1`.execute(db);
      },
      async () => {
        await sql`select cl.product_id from category_listing cl inner join product_prices pp
          on pp.product_id = cl.product_id where cl.category_id = ${category} and cl.status = 1
          order by pp.effective_price, cl.product_id limit 20`.execute(db);
        await sql`select count(*) from category_listing where category_id = ${category} and status = 1`.execute(db);
      },
    );
    await compare(
      "category_choices: a category's filter choices (brands, colours, sizes)",
      () =>
        sql`select kind, choice_id from category_choices where category_id = ${category} and products > 0`.execute(db),
      // What the filter panel ran before: the category's active rows, then their colours and sizes (CROSS JOIN keeps
      // SQLite to that order).
      async () => {
        const active = sql`p.category_id = ${category} and p.status = 1`;
        await sql`select distinct p.brand_id from category_listing p where ${active}`.execute(db);
        for (const [table, column] of [
          ['product_colors', 'color_id'],
          ['product_sizes', 'size_id'],
        ])
          await sql`select distinct x.${sql.raw(column)} from category_listing p cross join ${sql.table(table)} x
            where ${active} and x.product_id = p.product_id`.execute(db);
      },
    );
    const brand = (
      await sql<{ id: number }>`select brand_id as id from products where status = 1 and brand_id is not null
        group by brand_id order by count(*) desc limit 1`.execute(db)
    ).rows[0].id;
    await compare(
      "brand_choices: a brand's filter choices (colours, sizes)",
      () => sql`select kind, choice_id from brand_choices where brand_id = ${brand} and products > 0`.execute(db),
      async () => {
        for (const [table, column] of [
          ['product_colors', 'color_id'],
          ['product_sizes', 'size_id'],
        ])
          await sql`select distinct x.${sql.raw(column)} from products p cross join ${sql.table(table)} x
            where p.brand_id = ${brand} and p.status = 1 and x.product_id = p.id`.execute(db);
      },
    );
    await compare(
      'product_cards: a page of 20 cards',
      () => sql`select card from product_cards where product_id in (${sql.join(pageIds)})`.execute(db),
      builtCards(db, pageIds, postgres),
    );
    await compare(
      'product_prices: the shop sorted by price, page 1',
      () =>
        sql`select p.id from products p inner join product_prices pp on pp.product_id = p.id where p.status = 1
          order by pp.effective_price, p.id limit 20`.execute(db),
      () => refreshEffectivePrices(db),
      Math.min(rounds, 5),
    );
    const wordsRead = postgres
      ? () => sql`select word from product_words`.execute(db)
      : async () => {
          await sql`select counter from name_word_marks`.execute(db);
          await sql`select term from product_words`.execute(db);
        };
    await compare(
      "names' words: the search box's vocabulary read (uncached)",
      wordsRead,
      async () => {
        const names = await sql<{ name: string }>`select name from products`.execute(db);
        const words = new Set<string>();
        for (const { name } of names.rows) for (const w of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) words.add(w);
      },
      Math.min(rounds, 10),
    );
    await orderLines(big, databaseUrl, products);
  } finally {
    await big.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
