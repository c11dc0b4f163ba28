import { returnStatusText } from '../../shared/account/returnText';
import type { TrackedReturn } from '../../shared/api/returnsContract';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';

/** The tracked order's returns, one line each: its status, how many items and when it was asked. */
export function TrackedReturns({ returns }: { returns: TrackedReturn[] }) {
  const t = useT();
  const { locale } = useShop();
  if (returns.length === 0) return null;
  return (
    <section className="account-card order-returns" aria-labelledby="tracked-returns-title">
      <h2 id="tracked-returns-title">{t('track-order.returnsTitle')}</h2>
      <ul className="order-return-list">
        {returns.map((one) => (
          <li key={one.created_at} className="order-return">
            <span className={`return-status ${one.status}`}>{returnStatusText(t, one.status)}</span> ·{' '}
            {t('track-order.returnItems', { count: one.items, date: formatShopDate(one.created_at, locale) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
