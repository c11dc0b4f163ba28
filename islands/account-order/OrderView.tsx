import { useState } from 'react';
import { OrderStatus } from '../../shared/account/OrderStatus';
import { OrderTimeline } from '../../shared/account/OrderTimeline';
import { cancelOrder, fetchOrder } from '../../shared/api/account';
import type { AccountOrderProps } from '../../shared/api/accountContract';
import { formatShopDate } from '../../shared/format/date';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch, useShop } from '../../shared/store/hooks';
import { AddressCard, Totals } from './OrderCards';
import { OrderAgain } from './OrderAgain';
import { OrderItems } from './OrderItems';

export const ORDER_CANCELLED = 'Order Successfully Cancelled.';
export const ORDERS_URL = '/customer/account/orders/data';

/**
 * Order view: status and its history, addresses, methods, items and totals; Back to the order
 * list, Order Again (the lines still sold back into the cart), and Cancel while the order is
 * pending (POST /customer/account/orders/cancel/{id}, asked once more first).
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
          <OrderAgain orderId={order.id} />
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
      <OrderTimeline status={order.status} statusLabel={order.status_label} history={order.status_history} />
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
