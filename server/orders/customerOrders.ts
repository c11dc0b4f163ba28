import type { Kysely, Selectable } from 'kysely';
import type { OrderAddress, OrderDetail, OrderRow } from '../../shared/api/accountContract';
import type { Paged } from '../../shared/api/contract';
import type { DB, OrderAddressesTable, OrdersTable } from '../db/schema';
import { toTaka, type MoneyFormat } from '../lib/money';
import { methodTitleIn, type Words } from '../checkout/shipping';
import { withPlaceLabels } from '../address/placeNames';
import type { Language } from '../../shared/i18n/languages';
import { CANCELLABLE } from './cancelOrder';
import { parcelTimeline } from '../courier/timeline';
import { orderAmounts } from './amounts';
import { ORDER_STATUS, statusHistory, statusLabel } from './statusEvents';

const ROW_COLUMNS = [
  'id',
  'increment_id',
  'customer_first_name',
  'customer_last_name',
  'status',
  'grand_total',
  'created_at',
] as const;
type RowColumns = Pick<Selectable<OrdersTable>, (typeof ROW_COLUMNS)[number]>;

function orderRow(row: RowColumns, money: MoneyFormat): OrderRow {
  const grandTotal = Number(row.grand_total);
  return {
    id: row.id,
    increment_id: row.increment_id,
    customer_first_name: row.customer_first_name,
    customer_last_name: row.customer_last_name,
    status: row.status,
    status_label: statusLabel(row.status),
    grand_total: toTaka(grandTotal),
    formatted_grand_total: money(grandTotal),
    created_at: row.created_at,
  };
}

/** An order's page in the customer's account. */
export const orderViewPath = (orderId: number): string => `/customer/account/orders/view/${orderId}`;

/** The customer's own orders, newest first, one page of them (the orders_customer index serves both queries). */
export async function listOrders(
  db: Kysely<DB>,
  customerId: number,
  page: number,
  perPage: number,
  money: MoneyFormat,
): Promise<Paged<OrderRow>> {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('orders')
      .select(ROW_COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(total);
  return {
    data: rows.map((row) => orderRow(row, money)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count },
  };
}

function orderAddress(row: Selectable<OrderAddressesTable> | undefined, language: Language): OrderAddress | null {
  if (!row) return null;
  const { first_name, last_name, address1, city, state, postcode, country, phone } = row;
  return withPlaceLabels(
    { name: `${first_name} ${last_name}`, address1, city, state, postcode, country, phone },
    language,
  );
}

/** One of the customer's own orders with its lines and addresses; another customer's id finds nothing. */
export async function findOrder(
  db: Kysely<DB>,
  customerId: number,
  orderId: number,
  money: MoneyFormat,
  words: Words,
  language: Language,
): Promise<OrderDetail | null> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!order) return null;
  const [items, addresses, history, parcelSteps] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('order_addresses').selectAll().where('order_id', '=', orderId).execute(),
    statusHistory(db, orderId),
    parcelTimeline(db, orderId),
  ]);
  const [subTotal, shipping, discount, tax] = [
    order.sub_total,
    order.shipping_amount,
    order.discount_amount,
    order.tax_amount,
  ].map(Number);
  const { paid, refunded, due } = orderAmounts(order);
  return {
    ...orderRow(order, money),
    subtotal: toTaka(subTotal),
    formatted_subtotal: money(subTotal),
    shipping_handling: toTaka(shipping),
    formatted_shipping_handling: money(shipping),
    discount_amount: toTaka(discount),
    formatted_discount_amount: money(discount),
    coupon_code: order.coupon_code,
    tax: toTaka(tax),
    formatted_tax: money(tax),
    total_paid: toTaka(paid),
    formatted_total_paid: money(paid),
    total_refunded: toTaka(refunded),
    formatted_total_refunded: money(refunded),
    total_due: toTaka(due),
    formatted_total_due: money(due),
    billing_address: orderAddress(
      addresses.find((a) => a.address_type === 'billing'),
      language,
    ),
    shipping_address: orderAddress(
      addresses.find((a) => a.address_type === 'shipping'),
      language,
    ),
    // Recorded in English; shown in the shopper's words.
    shipping_method: methodTitleIn(order.shipping_title, words),
    payment_method: methodTitleIn(order.payment_title, words),
    items: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      price: toTaka(Number(item.price)),
      formatted_price: money(Number(item.price)),
      qty_ordered: Number(item.qty_ordered),
      total: toTaka(Number(item.total)),
      formatted_total: money(Number(item.total)),
      tax_percent: Number(item.tax_percent),
      tax_amount: toTaka(Number(item.tax_amount)),
      formatted_tax_amount: money(Number(item.tax_amount)),
    })),
    can_cancel: order.status === CANCELLABLE || order.status === ORDER_STATUS.awaitingPayment,
    can_pay: order.status === ORDER_STATUS.awaitingPayment,
    payment_code: order.payment_method,
    status_history: history,
    parcel_steps: parcelSteps,
  };
}
