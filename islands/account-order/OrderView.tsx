import { useState } from 'react';
import { OrderStatus } from '../../shared/account/OrderStatus';
import { cancelOrder, fetchOrder } from '../../shared/api/account';
import type { AccountOrderProps, OrderAddress, OrderDetail } from '../../shared/api/accountContract';
import { formatShopDate } from '../../shared/format/date';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch, useShop } from '../../shared/store/hooks';
import { OrderItems } from './OrderItems';

export const ORDER_CANCELLED = 'Order Successfully Cancelled.';
export const ORDERS_URL = '/customer/account/orders/data';
const COUNTRIES: Record<string, string> = { BD: 'Bangladesh' };

function AddressCard({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <section className="account-card" aria-label={title}>
      <h2>{title}</h2>
      {address ? (
        <address>
          <strong>{address.name}</strong>
          <br />
          {address.address1}
          <br />
          {address.city}, {address.state} {address.postcode}
          <br />
          {COUNTRIES[address.country] ?? address.country}
          <br />
          {address.phone}
        </address>
      ) : (
        <p>Not given.</p>
      )}
    </section>
  );
}

/** The order's totals in the order the sums are made. */
function Totals({ order }: { order: OrderDetail }) {
  const lines: [string, string][] = [
    ['Subtotal', order.formatted_subtotal],
    ['Shipping & Handling', order.formatted_shipping_handling],
    ['Tax', order.formatted_tax],
    ...(order.discount_amount > 0 ? [[`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, `− ${order.formatted_discount_amount}`] as [string, string]] : []),
    ['Grand Total', order.formatted_grand_total],
    ['Total Paid', order.formatted_total_paid],
    ['Total Refunded', order.formatted_total_refunded],
    ['Total Due', order.formatted_total_due],
  ];
  return (
    <dl className="account-totals">
      {lines.map(([term, value]) => (
        <div key={term} className={term === 'Grand Total' || term === 'Total Due' ? 'account-total-strong' : undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Order view: status, addresses, methods, items and totals; Back to the order list, and Cancel
 * while the order is pending (POST /customer/account/orders/cancel/{id}, asked once more first).
 * A 200 flashes 'Order Successfully Cancelled.' and shows the order as the server now has it;
 * a failure is only logged.
 */
export function OrderView({ order: initial }: AccountOrderProps) {
  const dispatch = useAppDispatch();
  const { locale } = useShop();
  const [order, setOrder] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      const cancelled = await cancelOrder(order.id);
      dispatch(flashAdded(ORDER_CANCELLED, 'success'));
      setOrder(cancelled ?? (await fetchOrder(order.id)));
      setConfirming(false);
    } catch (error) {
      console.error('[haat] could not cancel the order', error);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="order-view">
      <div className="order-view-head">
        <p>
          Placed on {formatShopDate(order.created_at, locale)} · <OrderStatus status={order.status} label={order.status_label} />
        </p>
        <div className="order-view-actions">
          <a className="button secondary" href={ORDERS_URL}>
            Back
          </a>
          <button type="button" className="button secondary" onClick={() => window.print()}>
            Print Invoice
          </button>
          {order.status === 'pending' && !confirming && (
            <button type="button" className="button danger" onClick={() => setConfirming(true)}>
              Cancel
            </button>
          )}
        </div>
      </div>
      {order.status === 'pending' && confirming && (
        <div className="order-cancel-confirm" role="group" aria-label="Cancel this order?">
          <p>Cancel order #{order.increment_id}? This cannot be undone.</p>
          <button type="button" className="button danger" onClick={cancel} disabled={cancelling}>
            {cancelling ? 'Cancelling...' : 'Yes, Cancel Order'}
          </button>
          <button type="button" className="button secondary" onClick={() => setConfirming(false)} disabled={cancelling}>
            Keep Order
          </button>
        </div>
      )}
      <div className="account-cards">
        <AddressCard title="Billing Address" address={order.billing_address} />
        <AddressCard title="Shipping Address" address={order.shipping_address} />
        <section className="account-card" aria-label="Shipping Method">
          <h2>Shipping Method</h2>
          <p>{order.shipping_method}</p>
        </section>
        <section className="account-card" aria-label="Payment Method">
          <h2>Payment Method</h2>
          <p>{order.payment_method}</p>
        </section>
      </div>
      <OrderItems items={order.items} />
      <Totals order={order} />
    </div>
  );
}
