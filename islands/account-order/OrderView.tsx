import { useState } from 'react';
import { OrderStatus } from '../../shared/account/OrderStatus';
import { OrderTimeline } from '../../shared/account/OrderTimeline';
import { ParcelTimeline } from '../../shared/account/ParcelTimeline';
import { cancelOrder, fetchOrder } from '../../shared/api/account';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import type { AccountOrderProps } from '../../shared/api/accountContract';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch, useShop } from '../../shared/store/hooks';
import { AddressCard, Totals } from './OrderCards';
import { OrderAgain } from './OrderAgain';
import { OrderItems } from './OrderItems';
import { PayNow } from './PayNow';
import { Returns } from './Returns';

export const ORDERS_URL = '/customer/account/orders/data';

/**
 * Order view: status and its history, addresses, methods, items and totals; Back to the order
 * list, Order Again (the lines still sold back into the cart), Pay now while it waits for its payment,
 * Cancel while the order is pending or waiting for its payment (POST
 * /customer/account/orders/cancel/{id}, asked once more first), and its returns (asked, and asking one).
 * A 200 flashes 'Order Successfully Cancelled.' and shows the order as the server now has it;
 * a failure is logged and says what happened: the server's words for a refusal (a 4xx, such as an
 * order no longer pending), 'An error occurred' otherwise.
 */
export function OrderView({ order: initial, returns }: AccountOrderProps) {
  const dispatch = useAppDispatch();
  const { locale } = useShop();
  const t = useT();
  const [order, setOrder] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      const cancelled = await cancelOrder(order.id);
      dispatch(flashAdded(t('account-order.cancelled'), 'success'));
      setOrder(cancelled ?? (await fetchOrder(order.id)));
      setConfirming(false);
    } catch (error) {
      console.error('[haat] could not cancel the order', error);
      const refused = (statusOf(error) ?? 500) < 500;
      dispatch(flashAdded(errorMessageOf(error, t('common.errorOccurred')), refused ? 'warning' : 'error'));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="order-view">
      <div className="order-view-head">
        <p>
          {t('account-order.placedOn', { date: formatShopDate(order.created_at, locale) })} ·{' '}
          <OrderStatus status={order.status} label={order.status_label} />
        </p>
        <div className="order-view-actions">
          <a className="button secondary" href={ORDERS_URL}>
            {t('account-order.back')}
          </a>
          <button type="button" className="button secondary" onClick={() => window.print()}>
            {t('account-order.printInvoice')}
          </button>
          <OrderAgain orderId={order.id} />
          {order.can_cancel && !confirming && (
            <button type="button" className="button danger" onClick={() => setConfirming(true)}>
              {t('account-order.cancel')}
            </button>
          )}
        </div>
      </div>
      {order.can_pay && <PayNow order={order} onChanged={async () => setOrder(await fetchOrder(order.id))} />}
      {order.can_cancel && confirming && (
        <div className="order-cancel-confirm" role="group" aria-label={t('account-order.confirmLabel')}>
          <p>{t('account-order.confirmText', { number: order.increment_id })}</p>
          <button type="button" className="button danger" onClick={cancel} disabled={cancelling}>
            {cancelling ? t('account-order.cancelling') : t('account-order.yesCancel')}
          </button>
          <button type="button" className="button secondary" onClick={() => setConfirming(false)} disabled={cancelling}>
            {t('account-order.keepOrder')}
          </button>
        </div>
      )}
      <OrderTimeline status={order.status} statusLabel={order.status_label} history={order.status_history} />
      <ParcelTimeline steps={order.parcel_steps} />
      <div className="account-cards">
        <AddressCard title={t('account-order.billingAddress')} address={order.billing_address} />
        <AddressCard title={t('account-order.shippingAddress')} address={order.shipping_address} />
        <section className="account-card" aria-label={t('account-order.shippingMethod')}>
          <h2>{t('account-order.shippingMethod')}</h2>
          <p>{order.shipping_method}</p>
        </section>
        <section className="account-card" aria-label={t('account-order.paymentMethod')}>
          <h2>{t('account-order.paymentMethod')}</h2>
          <p>{order.payment_method}</p>
        </section>
      </div>
      <OrderItems items={order.items} />
      <Totals order={order} />
      {returns && <Returns orderId={order.id} returns={returns} />}
    </div>
  );
}
