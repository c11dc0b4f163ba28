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
  // Before the first tick (the server's paint): the same boxes holding dashes, so nothing moves.
  return (
    <div className="countdown-boxes" role="timer" aria-label={left ? `${label} ${left.days} days ${left.hours} hours ${left.minutes} minutes` : label}>
      {UNITS.map(([unit, name]) => (
        <span key={unit} className="countdown-box" aria-hidden="true">
          <strong>{!left ? '--' : unit === 'days' ? left.days : pad2(left[unit])}</strong>
          <small>{name}</small>
        </span>
      ))}
    </div>
  );
}
