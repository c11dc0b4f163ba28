import type { FlashDealProps } from '../../shared/api/contract';
import { pad2, useCountdown } from '../../shared/ui/useCountdown';

/** The strip under the header while a flash campaign runs: its title and a live countdown. */
export function FlashDealWidget({ campaign = null, endsAt = null }: Partial<FlashDealProps>) {
  const left = useCountdown(endsAt);
  if (!campaign || !left || left.over) return null;
  return (
    <div className="container flash-deal-inner">
      <strong>Flash Deals</strong>
      <a href={`/campaign-details/${campaign.slug}`}>{campaign.title}</a>
      <span className="countdown" aria-label="Time left">
        {left.days}d {pad2(left.hours)}:{pad2(left.minutes)}:{pad2(left.seconds)}
      </span>
    </div>
  );
}
