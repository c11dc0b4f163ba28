import type { ExpressionBuilder, Kysely } from 'kysely';
import type { TrackedOrder } from '../../shared/api/ordersContract';
import { orderAmounts } from './amounts';
import { statusHistory, statusLabel } from './statusEvents';
import { parcelTimeline } from '../courier/timeline';
import { methodTitleIn, type Words } from '../checkout/shipping';
import { districtNameIn, thanaNameIn } from '../address/placeNames';
import type { Language } from '../../shared/i18n/languages';
import type { DB } from '../db/schema';
import { toTaka, type MoneyFormat } from '../lib/money';

/** An order (`o`) is a phone number's when the customer or any of its addresses gave that number. */
export const placedWithPhone = (eb: ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>, phone: string) =>
  eb.or([
    eb('o.customer_phone', '=', phone),
    eb.exists(
      eb
        .selectFrom('order_addresses as p')
        .select('p.id')
        .whereRef('p.order_id', '=', 'o.id')
        .where('p.phone', '=', phone),
    ),
  ]);

/**
 * The order with this number whose customer's phone, or its billing or shipping address's phone,
 * is `phone` (both in their local 01XXXXXXXXX form). One statement decides, on the unique
 * increment_id key, whichever part is wrong: a wrong number and a wrong phone take the same path
 * and both answer null. Only the district and thana of the address are read. The methods' titles,
 * recorded in English, are given in `words` (the shopper's language), the district and thana
 * beside their English names in `language`.
 */
export async function trackOrder(
  db: Kysely<DB>,
  incrementId: string,
  phone: string,
  money: MoneyFormat,
  words: Words,
  language: Language,
): Promise<TrackedOrder | null> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('order_addresses as a', (join) =>
      join.onRef('a.order_id', '=', 'o.id').on('a.address_type', '=', 'shipping'),
    )
    .select([
      'o.id',
      'o.increment_id',
      'o.status',
      'o.created_at',
      'o.sub_total',
      'o.shipping_amount',
      'o.discount_amount',
      'o.grand_total',
      'o.paid_amount',
      'o.refunded_amount',
      'o.shipping_title',
      'o.payment_title',
      'a.state as district',
      'a.city as thana',
    ])
    .where('o.increment_id', '=', incrementId)
    .where((eb) => placedWithPhone(eb, phone))
    .executeTakeFirst();
  if (!order) return null;
  const [items, history, parcelSteps] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['name', 'qty_ordered', 'price', 'total'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    statusHistory(db, order.id),
    parcelTimeline(db, order.id),
  ]);
  const discount = Number(order.discount_amount);
  const grandTotal = Number(order.grand_total);
  const { paid, refunded, due } = orderAmounts(order);
  return {
    increment_id: order.increment_id,
    status: order.status,
    status_label: statusLabel(order.status),
    created_at: order.created_at,
    status_history: history,
    parcel_steps: parcelSteps,
    items: items.map((item) => ({
      name: item.name,
      qty_ordered: Number(item.qty_ordered),
      formatted_price: money(Number(item.price)),
      formatted_total: money(Number(item.total)),
    })),
    formatted_subtotal: money(Number(order.sub_total)),
    formatted_shipping_handling: money(Number(order.shipping_amount)),
    discount_amount: toTaka(discount),
    formatted_discount_amount: money(discount),
    grand_total: toTaka(grandTotal),
    formatted_grand_total: money(grandTotal),
    formatted_total_paid: money(paid),
    formatted_total_refunded: money(refunded),
    formatted_total_due: money(due),
    shipping_method: methodTitleIn(order.shipping_title, words),
    payment_method: methodTitleIn(order.payment_title, words),
    district: order.district,
    thana: order.thana,
    district_label: districtNameIn(language, order.district),
    thana_label: thanaNameIn(language, order.district, order.thana),
  };
}
