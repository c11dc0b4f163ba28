import { useState } from 'react';
import type { AccountAlert, AccountAlertsProps } from '../../shared/api/alertsContract';
import { formatShopDate } from '../../shared/format/date';
import { formatPrice } from '../../shared/format/price';
import { ALERT_REMOVE_FORM } from '../../shared/forms/formActions';
import { PostForm } from '../../shared/forms/PostForm';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useShop } from '../../shared/store/hooks';

/** What Remove does once the script runs: loaded on the first tap. */
const behaviour = () => import('./removeAlert');

/**
 * My Alerts: the customer's open back-in-stock and price-drop requests, newest first, each with its
 * product's link, what it waits for, when it was asked and until when it holds, and a Remove form
 * (posted by the browser without script, taken over once hydrated).
 */
export function AccountAlertsPage({ alerts: first = [] }: Partial<AccountAlertsProps>) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { currency, locale } = useShop();
  const [alerts, setAlerts] = useState(first);
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(alert: AccountAlert) {
    setRemoving(alert.id);
    try {
      const removed = await dispatch((await behaviour()).removeAlertNow(alert.id));
      if (removed) setAlerts((list) => list.filter((a) => a.id !== alert.id));
    } finally {
      setRemoving(null);
    }
  }

  if (alerts.length === 0) return <p className="empty-state">{t('account-alerts.empty')}</p>;
  return (
    <ul className="account-alert-list" aria-label={t('account-alerts.list')}>
      {alerts.map((alert) => (
        <li key={alert.id} className="account-alert">
          <div>
            <a href={`/products/${alert.url_key}`}>{alert.name}</a>
            <p>
              {alert.kind === 'stock'
                ? t('account-alerts.stock')
                : t('account-alerts.price', { price: formatPrice(alert.asked_price, currency, locale) })}
            </p>
            <p className="muted">
              {t('account-alerts.asked', {
                date: formatShopDate(alert.created_at, locale),
                until: formatShopDate(alert.expires_at, locale),
              })}
            </p>
          </div>
          <PostForm action={ALERT_REMOVE_FORM} onSubmit={() => void remove(alert)} className="plain-form">
            <input type="hidden" name="id" value={alert.id} />
            <button
              type="submit"
              className="button secondary"
              disabled={removing === alert.id}
              aria-busy={removing === alert.id}
              aria-label={t('account-alerts.removeNamed', { name: alert.name })}
            >
              {t('account-alerts.remove')}
            </button>
          </PostForm>
        </li>
      ))}
    </ul>
  );
}
