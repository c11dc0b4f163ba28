import { useEffect, useRef } from 'react';
import { OrderStatus } from '../../shared/account/OrderStatus';
import { OrderTimeline } from '../../shared/account/OrderTimeline';
import { ParcelTimeline } from '../../shared/account/ParcelTimeline';
import type { TrackedOrder } from '../../shared/api/ordersContract';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { TableHead } from '../../shared/ui/TableHead';
import { TrackedReturns } from './TrackedReturns';

/**
 * What tracking shows: status and its history, where the parcel goes (district and thana), its returns, the items and
 * the totals.
 */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { locale } = useShop();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // A found order is announced and read from its heading, the form's answer.
  useEffect(() => heading.current?.focus(), [order]);
  const totals: { key: string; term: string; value: string }[] = [
    { key: 'subtotal', term: t('track-order.subtotal'), value: order.formatted_subtotal },
    { key: 'shipping', term: t('track-order.shipping'), value: order.formatted_shipping_handling },
    ...(order.discount_amount > 0
      ? [{ key: 'discount', term: t('track-order.discount'), value: `− ${order.formatted_discount_amount}` }]
      : []),
    { key: 'total', term: t('track-order.total'), value: order.formatted_grand_total },
    { key: 'paid', term: t('track-order.totalPaid'), value: order.formatted_total_paid },
    { key: 'refunded', term: t('track-order.totalRefunded'), value: order.formatted_total_refunded },
    { key: 'due', term: t('track-order.totalDue'), value: order.formatted_total_due },
  ];
  return (
    <section className="tracked-order" aria-labelledby="tracked-order-title">
      <div className="tracked-order-head">
        <h2 id="tracked-order-title" ref={heading} tabIndex={-1}>
          {t('track-order.orderHeading', { number: order.increment_id })}
        </h2>
        <p>
          {t('track-order.placedOn', { date: formatShopDate(order.created_at, locale) })} ·{' '}
          <OrderStatus status={order.status} label={order.status_label} />
        </p>
        <p>
          {t('track-order.shipsTo', {
            method: order.shipping_method,
            thana: order.thana_label,
            district: order.district_label,
            payment: order.payment_method,
          })}
        </p>
      </div>
      <OrderTimeline status={order.status} statusLabel={order.status_label} history={order.status_history} />
      <ParcelTimeline steps={order.parcel_steps} />
      <TrackedReturns returns={order.returns ?? []} />
      <section className="account-card order-items" aria-labelledby="tracked-items-title">
        <h2 id="tracked-items-title">{t('track-order.items')}</h2>
        <table className="account-table">
          <TableHead
            columns={[
              t('track-order.colProduct'),
              t('track-order.colPrice'),
              t('track-order.colQty'),
              t('track-order.colTotal'),
            ]}
          />
          <tbody>
            {order.items.map((item) => (
              <tr key={item.name}>
                <td data-label={t('track-order.colProduct')}>{item.name}</td>
                <td data-label={t('track-order.colPrice')} className="account-money">
                  {item.formatted_price}
                </td>
                <td data-label={t('track-order.colQty')}>{t('track-order.quantity', { count: item.qty_ordered })}</td>
                <td data-label={t('track-order.colTotal')} className="account-money">
                  {item.formatted_total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="account-totals">
        {totals.map(({ key, term, value }) => (
          <div key={key} className={key === 'total' ? 'account-total-strong' : undefined}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
