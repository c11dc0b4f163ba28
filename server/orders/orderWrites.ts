import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { couponRedemption, normalizeCode, redeemCoupon } from '../cart/coupons';
import { statementOnce } from '../db/compiledQueries';
import type { DB, OrderAddressesTable, OrderItemsTable, OrdersTable } from '../db/schema';
import { ORDER_STATUS, recordPlaced } from './statusEvents';
import { claimUpdate, type CartClaim } from '../cart/cartRows';
import { ORDER_REFUSED_STATE } from '../db/migrations/023_order_refused';
import { stockTaken, takeStock, takeStockCtes } from '../stock/orderStock';

type CustomerNames = 'customer_first_name' | 'customer_last_name' | 'customer_email' | 'customer_phone';

/**
 * An order as placed: its row (the customer's names are copied from the customer by the insert), lines and addresses.
 */
export interface NewOrder {
  order: Omit<Insertable<OrdersTable>, 'id' | CustomerNames> & { customer_id: number; created_at: string };
  items: Omit<Insertable<OrderItemsTable>, 'id' | 'order_id'>[];
  addresses: Omit<Insertable<OrderAddressesTable>, 'id' | 'order_id'>[];
}

const FROM_CUSTOMER = ['first_name', 'last_name', 'email', 'phone'] as const;

/** The customer's names and numbers as the order copied them (a gateway's payment of it is opened with them). */
export type OrderCustomer = Pick<OrdersTable, CustomerNames>;
const CUSTOMER_COLUMNS = FROM_CUSTOMER.map((c) => `customer_${c}` as const);

/** What came of an order's write: its id and customer, or why nothing was written. */
export type OrderWritten =
  | { outcome: 'placed'; id: number; customer: OrderCustomer }
  /** The cart was no longer as priced (changed, or closed by another order): it was left as it is. */
  | { outcome: 'cartChanged' }
  /** The coupon's last use went to another order meanwhile: the cart was left open. */
  | { outcome: 'couponUsedUp' }
  /** Other orders took the units of a tracked product first (stock/orderStock.ts): the cart was left open. */
  | { outcome: 'outOfStock' };

// Why order_refused ended the order statement (its error's message).
const COUPON_USED_UP = 'coupon used up';
const NO_CUSTOMER = 'no customer to place the order for';
const OUT_OF_STOCK = 'out of stock';

/**
 * Claims (closes) the customer's cart while it is still as the order priced it (cartRows.ts:
 * claimUpdate), and writes the order, its lines, its addresses and its first status event, and
 * counts a use of its coupon and takes the units of tracked products, all or nothing. The first
 * status event is the order's own status: placed, or waiting for its payment at a gateway.
 * PostgreSQL does it in one statement without a transaction: BEGIN and COMMIT were two of an
 * order's six round trips, and the round trips' socket writes a third of the shop's time an order.
 * SQLite, which has no insert inside WITH and no round trips, does it in a transaction of one
 * statement per table.
 */
export async function writeOrder(db: Kysely<DB>, placed: NewOrder, claim: CartClaim): Promise<OrderWritten> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? writeInOneStatement(db, placed, claim)
    : writeTableByTable(db, placed, claim);
}

async function writeTableByTable(
  db: Kysely<DB>,
  { order, items, addresses }: NewOrder,
  claim: CartClaim,
): Promise<OrderWritten> {
  return db
    .transaction()
    .execute(async (trx): Promise<OrderWritten> => {
      if (Number((await claimUpdate(trx, claim, order.created_at).executeTakeFirst()).numUpdatedRows) !== 1)
        return { outcome: 'cartChanged' };
      // Claimed and nothing else written yet: the rollback reopens the cart.
      if (order.coupon_code && !(await redeemCoupon(trx, order.coupon_code))) throw new CouponUsedUp();
      if (!(await takeStock(trx, items, order.created_at))) throw new OutOfStock();
      const columns = Object.keys(order) as (keyof NewOrder['order'])[];
      const { id, ...customer } = await trx
        .insertInto('orders')
        .columns([...columns, ...CUSTOMER_COLUMNS])
        .expression((eb) =>
          eb
            .selectFrom('customers')
            .where('id', '=', order.customer_id)
            .select([...columns.map((c) => sql<unknown>`${order[c] ?? null}`.as(c)), ...FROM_CUSTOMER]),
        )
        .returning(['id', ...CUSTOMER_COLUMNS])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(items.map((item) => ({ ...item, order_id: id })))
        .execute();
      await trx
        .insertInto('order_addresses')
        .values(addresses.map((address) => ({ ...address, order_id: id })))
        .execute();
      if (order.status === ORDER_STATUS.placed) await recordPlaced(trx, id, order.created_at);
      else
        await trx
          .insertInto('order_status_events')
          .values({ order_id: id, status: order.status, created_at: order.created_at })
          .execute();
      return { outcome: 'placed', id, customer };
    })
    .catch((error: unknown): OrderWritten => {
      if (error instanceof CouponUsedUp) return { outcome: 'couponUsedUp' };
      if (error instanceof OutOfStock) return { outcome: 'outOfStock' };
      throw error;
    });
}

class CouponUsedUp extends Error {}
class OutOfStock extends Error {}

/** What the order statement's text depends on: the columns written, and whether a coupon's use is counted. */
interface OrderShape {
  columns: string[];
  itemColumns: string[];
  addressColumns: string[];
  coupon: boolean;
}

/**
 * The order statement, compiled once per shape (db/compiledQueries.ts): building it cost more of the shop's CPU than
 * any other of an order's.
 */
const orderStatement = statementOnce(
  (
    db: Kysely<DB>,
    { columns, itemColumns, addressColumns, coupon }: OrderShape,
    values: {
      couponCode?: string;
      order: string;
      items: string;
      addresses: string;
      createdAt: string;
      status: string;
      cart: number;
      customer: number;
      cartUpdatedAt: string;
      lines: string;
    },
  ) => {
    const ref = (table: string) => (column: string) => sql`${sql.ref(table)}.${sql.ref(column)}`;
    const list = (names: readonly string[], of = (c: string) => sql.ref(c)) => sql.join(names.map(of));
    const claim = {
      id: values.cart,
      customerId: values.customer,
      updatedAt: values.cartUpdatedAt,
      couponCode: coupon ? values.couponCode! : null,
      lines: values.lines,
    };
    const claimed = sql<boolean>`exists (select 1 from claimed)`;
    const counted = coupon
      ? sql`counted as (${couponRedemption(db, values.couponCode!).where(claimed).returning('id')}),`
      : sql``;
    const whenCounted = coupon ? sql`and exists (select 1 from counted)` : sql``;
    const why = coupon
      ? sql`case when not ${stockTaken} then ${OUT_OF_STOCK} when exists (select 1 from counted) then ${NO_CUSTOMER}
        else ${COUPON_USED_UP} end`
      : sql`case when not ${stockTaken} then ${OUT_OF_STOCK} else ${NO_CUSTOMER} end`;
    return sql<
      { id: number } & OrderCustomer
    >`with claimed as (${claimUpdate(db, claim, values.createdAt).returning('id')}),
    ${counted}
    ${takeStockCtes(values.items, values.createdAt, claimed)}
    placed as (
      insert into orders (${list(columns)}, ${list(CUSTOMER_COLUMNS)})
      select ${list(columns, ref('o'))}, ${list(FROM_CUSTOMER, ref('c'))}
      from json_populate_record(null::orders, ${values.order}) o
      inner join customers c on c.id = o.customer_id
      where ${claimed} ${whenCounted} and ${stockTaken}
      returning id, ${list(CUSTOMER_COLUMNS)}
    ),
    lines as (
      insert into order_items (order_id, ${list(itemColumns)})
      select placed.id, ${list(itemColumns, ref('l'))} from placed cross join
        json_populate_recordset(null::order_items, ${values.items}) l
    ),
    addresses as (
      insert into order_addresses (order_id, ${list(addressColumns)})
      select placed.id, ${list(addressColumns, ref('a'))} from placed cross join
        json_populate_recordset(null::order_addresses, ${values.addresses}) a
    ),
    events as (
      insert into order_status_events (order_id, status, created_at)
        select placed.id, ${values.status}, ${values.createdAt} from placed
    )
    select id, ${list(CUSTOMER_COLUMNS)} from placed
    union all
    select order_refused(${why}), null, null, null, null
    where ${claimed} and not exists (select 1 from placed)`.compile(db);
  },
);

/**
 * One statement of data-modifying CTEs, which PostgreSQL runs all or nothing: the cart's claim,
 * the coupon's use counted once the cart is claimed, the order once both are done, its lines,
 * addresses and first status event, and the units of tracked products taken (stock/orderStock.ts).
 * A claimed cart whose order cannot be written (the coupon used up or the last units taken by another order in the
 * meantime) ends the statement with order_refused's error (migration
 * 023), which undoes the claim. The rows travel as JSON and are read back as the tables' own row
 * types, so every value has its column's type and the text is the same whatever the number of
 * lines (one prepared statement). Lines and addresses keep their order. No product row is locked:
 * the lines' units sold are appended to sold_count_changes by a trigger (migration 022), so orders
 * of the same products never wait for one another.
 */
async function writeInOneStatement(
  db: Kysely<DB>,
  { order, items, addresses }: NewOrder,
  claim: CartClaim,
): Promise<OrderWritten> {
  const shape = {
    columns: Object.keys(order),
    itemColumns: Object.keys(items[0]),
    addressColumns: Object.keys(addresses[0]),
    coupon: Boolean(order.coupon_code),
  };
  try {
    const { rows } = await orderStatement(db, shape, {
      couponCode: order.coupon_code ? normalizeCode(order.coupon_code) : undefined,
      order: JSON.stringify(order),
      items: JSON.stringify(items),
      addresses: JSON.stringify(addresses),
      createdAt: order.created_at,
      status: order.status,
      cart: claim.id,
      customer: claim.customerId,
      cartUpdatedAt: claim.updatedAt,
      lines: claim.lines,
    });
    if (rows.length === 0) return { outcome: 'cartChanged' };
    const { id, ...customer } = rows[0];
    return { outcome: 'placed', id, customer };
  } catch (error) {
    const refused = error as { code?: string; message?: string };
    if (refused.code === ORDER_REFUSED_STATE && refused.message === COUPON_USED_UP) return { outcome: 'couponUsedUp' };
    if (refused.code === ORDER_REFUSED_STATE && refused.message === OUT_OF_STOCK) return { outcome: 'outOfStock' };
    throw error;
  }
}
