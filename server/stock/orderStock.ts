import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { unitsLeft, type StockedItem } from './units';

/** An order line as the order writes it. */
export interface OrderedLine {
  product_id: number;
  variant_id?: number | null;
  qty_ordered: number;
}

/** The units an order's lines want of each stock row they count against (units.ts), by "product:variant". */
function wantedRows(lines: OrderedLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines)
    for (const variant of new Set([0, line.variant_id ?? 0])) {
      const key = `${line.product_id}:${variant}`;
      wanted.set(key, (wanted.get(key) ?? 0) + line.qty_ordered);
    }
  return wanted;
}

const rowOf = (key: string) => key.split(':').map(Number) as [number, number];

/**
 * Takes the units an order's lines want from the rows that track them, in the order's (SQLite) transaction, in one
 * statement: a row left below 0 held too few, and the answer is false, for the caller to roll the order back. The
 * transaction holds SQLite's one writer, so no other order takes units between the update and its rollback.
 */
export async function takeStock(trx: Kysely<DB>, lines: OrderedLine[], at: string): Promise<boolean> {
  const wanted = [...wantedRows(lines)].map(([key, want]) => ({ row: rowOf(key), want }));
  const isRow = ([productId, variantId]: [number, number]) =>
    sql`(product_id = ${productId} and variant_id = ${variantId})`;
  const taken = sql.join(
    wanted.map(({ row, want }) => sql`when ${isRow(row)} then ${want}`),
    sql` `,
  );
  const rows = sql.join(
    wanted.map(({ row }) => isRow(row)),
    sql` or `,
  );
  const updated = await sql<{ qty: number }>`update stock_levels set qty = qty - case ${taken} end,
    updated_at = ${at} where ${rows} returning qty`.execute(trx);
  return updated.rows.every((row) => Number(row.qty) >= 0);
}

/**
 * The same for PostgreSQL's one-statement order (orders/orderWrites.ts), as its CTEs: `stock_wanted` (the tracked
 * rows the lines, JSON of order_items, count against, with the units wanted of each) and `stock_taken` (those taken,
 * only when `when`). The wanted rows are locked in one order (product, variant), so two orders of the same products
 * wait for each other rather than deadlock. The order is written only when every wanted row was taken (`stockTaken`).
 */
export function takeStockCtes(items: string, at: string, when: RawBuilder<boolean>) {
  const counts = sql`l.product_id = s.product_id and s.variant_id in (0, coalesce(l.variant_id, 0))`;
  return sql`stock_lines as (select product_id, variant_id, qty_ordered
      from json_populate_recordset(null::order_items, ${items})),
    stock_wanted as (
      select s.product_id, s.variant_id, (select sum(l.qty_ordered) from stock_lines l where ${counts}) as want
      from stock_levels s
      where exists (select 1 from stock_lines l where ${counts})
      order by s.product_id, s.variant_id
      for update of s
    ),
    stock_taken as (
      update stock_levels s set qty = s.qty - w.want, updated_at = ${at}
      from stock_wanted w
      where ${when} and s.product_id = w.product_id and s.variant_id = w.variant_id and s.qty >= w.want
      returning s.product_id
    ),`;
}

/** Whether the statement's stock_taken took every row of stock_wanted. */
export const stockTaken = sql<boolean>`((select count(*) from stock_taken) = (select count(*) from stock_wanted))`;

/**
 * Gives a cancelled order's units back to the rows that track them, in the transaction that
 * cancels it (its status changes once, so they come back once). The back-in-stock watcher sees
 * them at its next pass.
 */
export async function giveBackStock(trx: Kysely<DB>, orderId: number, at = new Date()): Promise<void> {
  const lines = await trx
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'qty_ordered'])
    .where('order_id', '=', orderId)
    .execute();
  for (const [key, want] of wantedRows(lines)) {
    const [productId, variantId] = rowOf(key);
    await sql`update stock_levels set qty = qty + ${want}, updated_at = ${at.toISOString()}
      where product_id = ${productId} and variant_id = ${variantId}`.execute(trx);
  }
}

/** What the shopper is told when others bought the last units first: the products short of what the cart asks. */
export async function stockShortage(
  db: Kysely<DB>,
  lines: (StockedItem & { name: string; quantity: number })[],
  cartPath: string,
): Promise<Refused> {
  const short: string[] = [];
  for (const line of lines) {
    const left = await unitsLeft(db, line);
    if (left !== null && left < line.quantity) short.push(line.name);
  }
  return new Refused(serverText('server.stockShort', { names: short }), { redirectTo: cartPath });
}
