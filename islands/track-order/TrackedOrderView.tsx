import { useEffect, useRef } from 'react';
import { OrderStatus } from '../../shared/account/OrderStatus';
import { OrderTimeline } from '../../shared/account/OrderTimeline';
import type { TrackedOrder } from '../../shared/api/ordersContract';
import { formatShopDate } from '../../shared/format/date';
import { useShop } from '../../shared/store/hooks';
import { TableHead } from '../../shared/ui/TableHead';

/** What tracking shows: status and its history, where the parcel goes (district and thana), the items and the totals. */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { locale } = useShop();
  const heading = useRef<HTMLHeadingElement>(null);
  // A found order is announced and read from its heading, the form's answer.
  useEffect(() => heading.current?.focus(), [order]);
  const totals: [string, string][] = [
    ['Subtotal', order.formatted_subtotal],
    ['Shipping', order.formatted_shipping_handling],
    ...(order.discount_amount > 0 ? [['Discount', `− ${order.formatted_discount_amount}`] as [string, string]] : []),
    ['Total', order.formatted_grand_total],
  ];
  return (
    <section className="tracked-order" aria-labelledby="tracked-order-title">
      <div className="tracked-order-head">
        <h2 id="tracked-order-title" ref={heading} tabIndex={-1}>Order #{order.increment_id}</h2>
        <p>
          Placed on {formatShopDate(order.created_at, locale)} · <OrderStatus status={order.status} label={order.status_label} />
        </p>
        <p>
          {order.shipping_method} to {order.thana}, {order.district} · {order.payment_method}
        </p>
      </div>
      <OrderTimeline status={order.status} statusLabel={order.status_label} history={order.status_history} />
      <section className="account-card order-items" aria-labelledby="tracked-items-title">
        <h2 id="tracked-items-title">Items</h2>
        <table className="account-table">
          <TableHead columns={['Product', 'Price', 'Qty', 'Total']} />
          <tbody>
            {order.items.map((item) => (
              <tr key={item.name}>
                <td data-label="Product">{item.name}</td>
                <td data-label="Price" className="account-money">{item.formatted_price}</td>
                <td data-label="Qty">{item.qty_ordered}</td>
                <td data-label="Total" className="account-money">{item.formatted_total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="account-totals">
        {totals.map(([term, value]) => (
          <div key={term} className={term === 'Total' ? 'account-total-strong' : undefined}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
