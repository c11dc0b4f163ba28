import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { couponRedemption, redeemCoupon } from '../cart/coupons';
import type { DB, OrderAddressesTable, OrderItemsTable, OrdersTable } from '../db/schema';
import { ORDER_STATUS, recordPlaced } from '../orders/statusEvents';

type CustomerNames = 'customer_first_name' | 'customer_last_name' | 'customer_email' | 'customer_phone';

/** An order as placed: its row (the customer's names are copied from the customer by the insert), lines and addresses. */
export interface NewOrder {
  order: Omit<Insertable<OrdersTable>, 'id' | CustomerNames> & { customer_id: number; created_at: string };
  items: Omit<Insertable<OrderItemsTable>, 'id' | 'order_id'>[];
  addresses: Omit<Insertable<OrderAddressesTable>, 'id' | 'order_id'>[];
}

const FROM_CUSTOMER = ['first_name', 'last_name', 'email', 'phone'] as const;

/**
 * Writes the order, its lines, its addresses and its first status event, and counts a use of its
 * coupon, inside the order's transaction: the new order's id, or null when the coupon was used up
 * meanwhile (nothing is then written). PostgreSQL writes it all in one statement; SQLite, which
 * has no insert inside WITH and no round trips, in one statement per table.
 */
export async function writeOrder(trx: Kysely<DB>, placed: NewOrder): Promise<number | null> {
  return trx.getExecutor().adapter instanceof PostgresAdapter ? writeInOneStatement(trx, placed) : writeTableByTable(trx, placed);
}

async function writeTableByTable(trx: Kysely<DB>, { order, items, addresses }: NewOrder): Promise<number | null> {
  if (order.coupon_code && !(await redeemCoupon(trx, order.coupon_code))) return null;
  const columns = Object.keys(order) as (keyof NewOrder['order'])[];
  const { id } = await trx
    .insertInto('orders')
    .columns([...columns, ...FROM_CUSTOMER.map((c) => `customer_${c}` as const)])
    .expression((eb) => eb.selectFrom('customers').where('id', '=', order.customer_id).select([
      ...columns.map((c) => sql<unknown>`${order[c] ?? null}`.as(c)),
      ...FROM_CUSTOMER,
    ]))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('order_items').values(items.map((item) => ({ ...item, order_id: id }))).execute();
  await trx.insertInto('order_addresses').values(addresses.map((address) => ({ ...address, order_id: id }))).execute();
  await recordPlaced(trx, id, order.created_at);
  return id;
}

/**
 * One statement of data-modifying CTEs: each write was a round trip inside the transaction, all
 * the while holding a pooled connection and the row lock the order takes on its cart. The rows
 * travel as JSON and are read back as the tables' own row types, so every value has its column's
 * type and the text is the same whatever the number of lines (one prepared statement). Lines and
 * addresses keep their order. No product row is locked: the lines' units sold are appended to
 * sold_count_changes by a trigger (migration 022), so orders of the same products never wait for
 * one another.
 */
async function writeInOneStatement(trx: Kysely<DB>, { order, items, addresses }: NewOrder): Promise<number | null> {
  const columns = Object.keys(order);
  const ref = (table: string) => (column: string) => sql`${sql.ref(table)}.${sql.ref(column)}`;
  const list = (names: readonly string[], of = (c: string) => sql.ref(c)) => sql.join(names.map(of));
  const itemColumns = Object.keys(items[0]);
  const addressColumns = Object.keys(addresses[0]);
  const coupon = order.coupon_code ? sql`counted as (${couponRedemption(trx, order.coupon_code).returning('id')}),` : sql``;
  const whenCounted = order.coupon_code ? sql`where exists (select 1 from counted)` : sql``;
  const { rows } = await sql<{ id: number }>`with ${coupon}
    placed as (
      insert into orders (${list(columns)}, ${list(FROM_CUSTOMER.map((c) => `customer_${c}`))})
      select ${list(columns, ref('o'))}, ${list(FROM_CUSTOMER, ref('c'))}
      from json_populate_record(null::orders, ${JSON.stringify(order)}) o
      inner join customers c on c.id = o.customer_id
      ${whenCounted}
      returning id
    ),
    lines as (
      insert into order_items (order_id, ${list(itemColumns)})
      select placed.id, ${list(itemColumns, ref('l'))} from placed cross join json_populate_recordset(null::order_items, ${JSON.stringify(items)}) l
    ),
    addresses as (
      insert into order_addresses (order_id, ${list(addressColumns)})
      select placed.id, ${list(addressColumns, ref('a'))} from placed cross join json_populate_recordset(null::order_addresses, ${JSON.stringify(addresses)}) a
    ),
    events as (
      insert into order_status_events (order_id, status, created_at) select placed.id, ${ORDER_STATUS.placed}, ${order.created_at} from placed
    )
    select id from placed`.execute(trx);
  if (rows.length === 0 && !order.coupon_code) throw new Error(`No customer ${order.customer_id} to place an order for.`);
  return rows[0]?.id ?? null;
}
