import type { FlashDealProps } from '../../shared/api/contract';
import { pad2, useCountdown } from '../../shared/ui/useCountdown';

/** The strip under the header while a flash campaign runs: its title, a live countdown and a way in. */
export function FlashDealWidget({ campaign = null, endsAt = null }: Partial<FlashDealProps>) {
  const left = useCountdown(endsAt);
  if (!campaign || left?.over) return null;
  const href = `/campaign-details/${campaign.slug}`;
  return (
    <div className="container flash-deal-inner">
      <strong className="flash-deal-name">
        <span aria-hidden="true">⚡</span> Flash Deals
      </strong>
      <a className="flash-deal-title" href={href}>{campaign.title}</a>
      <span className="flash-deal-ends">
        <span className="flash-deal-ends-label">Ends in</span>
        <span className="countdown" aria-label="Time left">
          {/* Dashes of the same width until the first tick (the server's paint). */}
          {left ? `${left.days}d ${pad2(left.hours)}:${pad2(left.minutes)}:${pad2(left.seconds)}` : '-d --:--:--'}
        </span>
      </span>
      <a className="flash-deal-shop" href={href} aria-hidden="true" tabIndex={-1}>Shop now ›</a>
    </div>
  );
}
