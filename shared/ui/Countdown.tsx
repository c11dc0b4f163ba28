import { pad2, useCountdown } from './useCountdown';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Mins'],
  ['seconds', 'Secs'],
] as const;

/**
 * A ticking countdown to the fixed end date the page wrote (days, hours, minutes, seconds), as a
 * timer; it shows zeros once the date has passed.
 *   <Countdown endsAt={campaign.ends_at} label="Flash deals end in" />
 */
export function Countdown({ endsAt, label = 'Ends in' }: { endsAt: string; label?: string }) {
  const left = useCountdown(endsAt);
  if (!left) return null;
  return (
    <div className="countdown-boxes" role="timer" aria-label={`${label} ${left.days} days ${left.hours} hours ${left.minutes} minutes`}>
      {UNITS.map(([unit, name]) => (
        <span key={unit} className="countdown-box" aria-hidden="true">
          <strong>{unit === 'days' ? left.days : pad2(left[unit])}</strong>
          <small>{name}</small>
        </span>
      ))}
    </div>
  );
}
