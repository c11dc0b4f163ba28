import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { couponRedemption, normalizeCode, redeemCoupon } from '../cart/coupons';
import { statementOnce } from '../db/compiledQueries';
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

/** What the order statement's text depends on: the columns written, and whether a coupon's use is counted. */
interface OrderShape { columns: string[]; itemColumns: string[]; addressColumns: string[]; coupon: boolean }

/** The order statement, compiled once per shape (db/compiledQueries.ts): building it cost more of the shop's CPU than any other of an order's. */
const orderStatement = statementOnce((trx: Kysely<DB>, { columns, itemColumns, addressColumns, coupon }: OrderShape,
  values: { couponCode?: string; order: string; items: string; addresses: string; createdAt: string }) => {
  const ref = (table: string) => (column: string) => sql`${sql.ref(table)}.${sql.ref(column)}`;
  const list = (names: readonly string[], of = (c: string) => sql.ref(c)) => sql.join(names.map(of));
  const counted = coupon ? sql`counted as (${couponRedemption(trx, values.couponCode!).returning('id')}),` : sql``;
  const whenCounted = coupon ? sql`where exists (select 1 from counted)` : sql``;
  return sql<{ id: number }>`with ${counted}
    placed as (
      insert into orders (${list(columns)}, ${list(FROM_CUSTOMER.map((c) => `customer_${c}`))})
      select ${list(columns, ref('o'))}, ${list(FROM_CUSTOMER, ref('c'))}
      from json_populate_record(null::orders, ${values.order}) o
      inner join customers c on c.id = o.customer_id
      ${whenCounted}
      returning id
    ),
    lines as (
      insert into order_items (order_id, ${list(itemColumns)})
      select placed.id, ${list(itemColumns, ref('l'))} from placed cross join json_populate_recordset(null::order_items, ${values.items}) l
    ),
    addresses as (
      insert into order_addresses (order_id, ${list(addressColumns)})
      select placed.id, ${list(addressColumns, ref('a'))} from placed cross join json_populate_recordset(null::order_addresses, ${values.addresses}) a
    ),
    events as (
      insert into order_status_events (order_id, status, created_at) select placed.id, ${ORDER_STATUS.placed}, ${values.createdAt} from placed
    )
    select id from placed`.compile(trx);
});

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
  const shape = { columns: Object.keys(order), itemColumns: Object.keys(items[0]), addressColumns: Object.keys(addresses[0]), coupon: Boolean(order.coupon_code) };
  const { rows } = await orderStatement(trx, shape, {
    couponCode: order.coupon_code ? normalizeCode(order.coupon_code) : undefined,
    order: JSON.stringify(order), items: JSON.stringify(items), addresses: JSON.stringify(addresses), createdAt: order.created_at,
  });
  if (rows.length === 0 && !order.coupon_code) throw new Error(`No customer ${order.customer_id} to place an order for.`);
  return rows[0]?.id ?? null;
}
