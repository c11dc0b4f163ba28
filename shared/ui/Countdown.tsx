import { formatNumber } from '../format/number';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';
import { useCountdown } from './useCountdown';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * A ticking countdown to the fixed end date the page wrote (days, hours, minutes, seconds), as a
 * timer; it shows zeros once the date has passed.
 * The numbers are in the page's digits.
 *   <Countdown endsAt={campaign.ends_at} label={flashDealsEndIn} />
 */
export function Countdown({ endsAt, label }: { endsAt: string; label?: string }) {
  const t = useT();
  const { locale } = useShop();
  const left = useCountdown(endsAt);
  const named = label ?? t('common.endsIn');
  const names = {
    days: t('common.days'),
    hours: t('common.hours'),
    minutes: t('common.mins'),
    seconds: t('common.secs'),
  };
  // Before the first tick (the server's paint): the same boxes holding dashes, so nothing moves.
  return (
    <div
      className="countdown-boxes"
      role="timer"
      aria-label={
        left ? t('common.timeLeft', { label: named, days: left.days, hours: left.hours, minutes: left.minutes }) : named
      }
    >
      {UNITS.map((unit) => (
        <span key={unit} className="countdown-box" aria-hidden="true">
          <strong>{!left ? '--' : formatNumber(left[unit], locale, { digits: unit === 'days' ? 1 : 2 })}</strong>
          <small>{names[unit]}</small>
        </span>
      ))}
    </div>
  );
}
