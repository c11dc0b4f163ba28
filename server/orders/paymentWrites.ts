import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB } from '../db/schema';
import type { GatewayName } from '../payments/gateway';
import { changeOrderStatus, ORDER_STATUS } from './statusEvents';

/**
 * The statements of a gateway's notification: the order it names with the notice stored, and the order marked paid.
 * PostgreSQL runs each as one statement of data-modifying CTEs, all or nothing: a callback's round trips (BEGIN and
 * COMMIT among them) and their socket writes were most of the shop's CPU a callback. SQLite, which has no insert
 * inside WITH and no round trips, runs them one by one in a transaction.
 */
const onPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An order as a payment of it is checked: what its gateway is asked to take (cashOrders.ts: chargeOf). */
export interface ChargedOrder {
  id: number;
  increment_id: string;
  grand_total: number;
  payment_method: string;
  advance_amount: number;
}

/** The order a notification names, and whose return page the shopper lands on. */
export interface NoticedOrder extends ChargedOrder {
  cart_id: number;
  customer_id: number;
}

const NOTICED = ['id', 'cart_id', 'customer_id', 'increment_id', 'grand_total', 'payment_method', 'advance_amount'];

/**
 * How each gateway's notification names its order: bKash by the payment the shop opened (an order paid by bKash, or
 * a cash order's advance), SSLCommerz by the order's number.
 */
const orderNamed = {
  bkash: (db: Kysely<DB>, key: string) =>
    db
      .selectFrom('orders')
      .select(NOTICED as (keyof NoticedOrder)[])
      .where('payment_reference', '=', key)
      .where((eb) => eb.or([eb('payment_method', '=', 'bkash'), eb('advance_amount', '>', 0)])),
  sslcommerz: (db: Kysely<DB>, key: string) =>
    db
      .selectFrom('orders')
      .select(NOTICED as (keyof NoticedOrder)[])
      .where('increment_id', '=', key)
      .where('payment_method', '=', 'sslcommerz'),
};

type NoticeValues = { key: string; gateway: string; providerId: string };
const noticeStatements = {
  bkash: compiledOnce((db: Kysely<DB>, v: NoticeValues) => noticeStatement(db, orderNamed.bkash(db, v.key), v)),
  sslcommerz: compiledOnce((db: Kysely<DB>, v: NoticeValues) =>
    noticeStatement(db, orderNamed.sslcommerz(db, v.key), v),
  ),
};

function noticeStatement(db: Kysely<DB>, order: ReturnType<(typeof orderNamed)['bkash']>, v: NoticeValues) {
  return sql<NoticedOrder & { first: boolean }>`with o as (${order}),
    n as (
      insert into payment_notifications (gateway, provider_id, order_id)
      select ${v.gateway}, ${v.providerId}, o.id from o
      on conflict (gateway, provider_id) do nothing
      returning order_id
    )
    select o.*, exists (select 1 from n) as first from o`.compile(db);
}

/**
 * The order a gateway's notification names (`key`: bKash's paymentID, SSLCommerz's tran_id) with the notification
 * stored under its provider id before it is acted on: `first` is true for the first copy only, which alone may act.
 * No provider id (a notification of nothing paid) stores nothing. Null when no such order waits for that gateway.
 */
export async function noticedOrder(
  db: Kysely<DB>,
  gateway: GatewayName,
  key: string,
  providerId: string | null,
): Promise<{ order: NoticedOrder; first: boolean } | null> {
  if (providerId && onPostgres(db)) {
    const [row] = (await noticeStatements[gateway](db, { key, gateway, providerId })).rows;
    if (!row) return null;
    const { first, ...order } = row;
    return { order, first };
  }
  const order = await orderNamed[gateway](db, key).executeTakeFirst();
  if (!order || !providerId) return order ? { order, first: false } : null;
  const inserted = await db
    .insertInto('payment_notifications')
    .values({ gateway, provider_id: providerId, order_id: order.id })
    .onConflict((oc) => oc.columns(['gateway', 'provider_id']).doNothing())
    .executeTakeFirst();
  return { order, first: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 };
}

/** A payment the gateway confirmed, as it marks its order paid. */
export interface Payment {
  amountPoisha: number;
  transactionId: string;
  /** The status a waiting order takes: placed, or held for the shop to verify the payer. */
  to: string;
}

/** The notification that brought the payment, and what it comes to when it marks a waiting order. */
export interface PaymentNotice {
  gateway: GatewayName;
  providerId: string;
  outcome: string;
}

/** The statuses an order is marked paid from: waiting for it, or cancelled meanwhile (the money is then refunded). */
const PAYABLE = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.cancelled];
const REFUNDED = 'refunded';

type MarkValues = { id: number; method: string; amount: number; trx: string; to: string; at: string };
type NoteValues = { gateway?: string; providerId?: string; outcome?: string };

// A waiting order takes its new status and the status's event; a cancelled one stays cancelled, without an event.
const markStatement = compiledOnce((db: Kysely<DB>, v: MarkValues & NoteValues) => {
  const noted =
    v.providerId === undefined
      ? sql``
      : sql`, noted as (
      update payment_notifications
      set outcome = case when marked.status = ${ORDER_STATUS.cancelled} then ${REFUNDED} else ${v.outcome} end
      from marked where gateway = ${v.gateway} and provider_id = ${v.providerId}
    )`;
  return sql<{ status: string }>`with marked as (
      update orders set paid_amount = ${v.amount}, payment_transaction = ${v.trx}, pay_by = null,
        status = case when status = ${ORDER_STATUS.awaitingPayment} then ${v.to} else status end
      where id = ${v.id} and paid_amount = 0 and payment_method = ${v.method}
        and status in (${sql.join(PAYABLE.map((s) => sql.lit(s)))})
      returning id, status
    ),
    moved as (
      insert into order_status_events (order_id, status, created_at)
      select id, status, ${v.at} from marked where status = ${v.to}
    )${noted}
    select status from marked`.compile(db);
});

/**
 * Marks the order paid once: only while nothing is paid yet and its payment method is still the one the payment
 * was checked against (a shopper who switched methods meanwhile is not paid by the old one), so any number of copies
 * racing mark it once. A waiting order moves to `payment.to` with its status event, and the notice records its
 * outcome with it (a cancelled order's: refunded). Answers the status it had before (waiting, or cancelled), or null
 * when it was not marked.
 */
export async function markPaid(
  db: Kysely<DB>,
  order: ChargedOrder,
  payment: Payment,
  notice?: PaymentNotice,
): Promise<string | null> {
  const at = new Date().toISOString();
  const { amountPoisha: amount, transactionId: trx, to } = payment;
  if (onPostgres(db)) {
    const values = { id: order.id, method: order.payment_method, amount, trx, to, at, ...notice };
    const [row] = (await markStatement(db, values)).rows;
    if (!row) return null;
    return row.status === ORDER_STATUS.cancelled ? row.status : ORDER_STATUS.awaitingPayment;
  }
  return db.transaction().execute(async (tx) => {
    const marked = await tx
      .updateTable('orders')
      .set({ paid_amount: amount, payment_transaction: trx, pay_by: null })
      .where('id', '=', order.id)
      .where('paid_amount', '=', 0)
      .where('payment_method', '=', order.payment_method)
      .where('status', 'in', PAYABLE)
      .returning('status')
      .executeTakeFirst();
    if (!marked) return null;
    const waited = marked.status === ORDER_STATUS.awaitingPayment;
    if (waited) await changeOrderStatus(tx, order.id, to, { from: [ORDER_STATUS.awaitingPayment], at: new Date(at) });
    if (notice) await noteOutcome(tx, notice.gateway, notice.providerId, waited ? notice.outcome : REFUNDED);
    return marked.status;
  });
}

/** Records what a notification came to, for the shop's records. */
export async function noteOutcome(db: Kysely<DB>, gateway: GatewayName, providerId: string, outcome: string) {
  await db
    .updateTable('payment_notifications')
    .set({ outcome })
    .where('gateway', '=', gateway)
    .where('provider_id', '=', providerId)
    .execute();
}
