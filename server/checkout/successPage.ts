import type { Kysely } from 'kysely';
import type { OrderDetail } from '../../shared/api/accountContract';
import { findOrder } from '../account/orders';
import type { MoneyFormat } from '../lib/money';
import type { DB } from '../db/schema';
import { escapeHtml } from '../plugins/views';

/** What checkout-success.html writes: the order, and its item rows and totals as HTML built here (the templates have no loops). */
export interface SuccessPageVars {
  title: string;
  order: OrderDetail;
  orderItems: string;
  orderTotals: string;
}

function itemRows(order: OrderDetail): string {
  return order.items
    .map((item) => [
      '<tr>',
      `<td data-label="Product">${escapeHtml(item.name)}</td>`,
      `<td data-label="Price">${escapeHtml(item.formatted_price)}</td>`,
      `<td data-label="Qty">${item.qty_ordered}</td>`,
      `<td data-label="Subtotal">${escapeHtml(item.formatted_total)}</td>`,
      '</tr>',
    ].join(''))
    .join('\n');
}

/** Subtotal, discount (with its coupon), shipping charge and total, as the checkout's summary showed them. */
function totalRows(order: OrderDetail): string {
  const row = (label: string, amount: string, className = '') =>
    `<div${className ? ` class="${className}"` : ''}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(amount)}</dd></div>`;
  return [
    row('Subtotal', order.formatted_subtotal),
    row(order.coupon_code ? `Discount (${order.coupon_code})` : 'Discount', order.discount_amount > 0 ? `− ${order.formatted_discount_amount}` : order.formatted_discount_amount),
    row('Shipping Charge', order.formatted_shipping_handling),
    row('Total', order.formatted_grand_total, 'summary-total'),
  ].join('\n');
}

/**
 * The success page of the order this session placed: read again from the order tables, and only
 * when it is the signed-in customer's own (null otherwise: the page sends them to the cart).
 */
export async function successPage(db: Kysely<DB>, customerId: number, orderId: number | undefined, money: MoneyFormat): Promise<SuccessPageVars | null> {
  const order = orderId ? await findOrder(db, customerId, orderId, money) : null;
  if (!order) return null;
  return { title: 'Order placed', order, orderItems: itemRows(order), orderTotals: totalRows(order) };
}
