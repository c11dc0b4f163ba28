import { useState } from 'react';
import { payOrderNow } from '../../shared/api/account';
import { errorMessageOf } from '../../shared/api/envelope';
import type { OrderDetail } from '../../shared/api/accountContract';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';

interface Props {
  order: OrderDetail;
  /** The order as the server has it after switching to cash on delivery. */
  onChanged: () => Promise<void>;
}

const CASH = 'cashondelivery';

/**
 * An order waiting for its payment at a gateway: Pay now opens the gateway's page again (a payment that was declined
 * or abandoned), or the shopper pays in cash on delivery instead (POST /api/customer/orders/{id}/pay). A cash order
 * waits only for the advance the shop asked by bKash: it is paid by its own method, which opens the advance's bKash
 * page, and switching to cash is not offered (it is cash on delivery already, and the advance stays asked).
 */
export function PayNow({ order, onChanged }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [paying, setPaying] = useState(false);
  const advance = order.payment_code === CASH;

  const pay = async (method: string) => {
    setPaying(true);
    try {
      const answer = await payOrderNow(order.id, method);
      if (method !== CASH || advance) return navigate(answer.redirectUrl);
      if (answer.message) dispatch(flashAdded(answer.message, 'success'));
      await onChanged();
    } catch (error) {
      dispatch(flashAdded(errorMessageOf(error, t('common.errorOccurred')), 'warning'));
    }
    setPaying(false);
  };

  return (
    <section className="order-pay" aria-label={t('account-order.payTitle')}>
      <p>{t(advance ? 'account-order.payAdvanceWaiting' : 'account-order.payWaiting')}</p>
      <button type="button" className="button" disabled={paying} onClick={() => void pay(order.payment_code ?? '')}>
        {paying ? t('account-order.paying') : t(advance ? 'account-order.payAdvance' : 'account-order.payNow')}
      </button>
      {!advance && (
        <button type="button" className="button secondary" disabled={paying} onClick={() => void pay(CASH)}>
          {t('account-order.payCash')}
        </button>
      )}
    </section>
  );
}
