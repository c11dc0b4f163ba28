import { useState } from 'react';
import { returnReasonText, returnStatusText } from '../../shared/account/returnText';
import type { OrderReturns, ReturnRequest } from '../../shared/api/returnsContract';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { ReturnForm } from './ReturnForm';

/** One return as its customer sees it: status, when asked, the lines, why, the refund and the photos sent. */
function ReturnItem({ request }: { request: ReturnRequest }) {
  const t = useT();
  const { locale } = useShop();
  return (
    <li className="order-return">
      <p>
        <strong>{t('account-order.returnNumber', { id: request.id })}</strong> ·{' '}
        <span className={`return-status ${request.status}`}>{returnStatusText(t, request.status)}</span> ·{' '}
        {t('account-order.returnAsked', { date: formatShopDate(request.created_at, locale) })}
      </p>
      <ul className="order-return-lines">
        {request.lines.map((line) => (
          <li key={line.name}>{t('account-order.returnLine', { name: line.name, count: line.qty })}</li>
        ))}
      </ul>
      <p>
        {returnReasonText(t, request.reason)} · {t('account-order.returnAmount', { amount: request.formatted_amount })}
        {request.refund_to && <> · {t('account-order.returnRefundedTo', { number: request.refund_to })}</>}
      </p>
      {request.photo_urls.length > 0 && (
        <p className="order-return-photos">
          {request.photo_urls.map((url, index) => (
            <a key={url} href={url}>
              <img
                src={url}
                width={72}
                height={72}
                loading="lazy"
                alt={t('account-order.returnPhoto', { number: index + 1, id: request.id })}
              />
            </a>
          ))}
        </p>
      )}
    </li>
  );
}

/**
 * The order's returns: those asked, and while the days after delivery last and lines are left to return, the form
 * that asks for another. Nothing shows for an order with neither.
 */
export function Returns({ orderId, returns: initial }: { orderId: number; returns: OrderReturns }) {
  const t = useT();
  const { locale } = useShop();
  const [returns, setReturns] = useState(initial);
  if (returns.requests.length === 0 && returns.returnable.length === 0) return null;
  return (
    <section className="account-card order-returns" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">{t('account-order.returnsTitle')}</h2>
      {returns.requests.length > 0 && (
        <ul className="order-return-list">
          {returns.requests.map((request) => (
            <ReturnItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      {returns.returnable.length > 0 && returns.open_until && (
        <>
          <p>{t('account-order.returnUntil', { date: formatShopDate(returns.open_until, locale) })}</p>
          <ReturnForm orderId={orderId} returns={returns} onAsked={setReturns} />
        </>
      )}
    </section>
  );
}
