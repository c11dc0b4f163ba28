import type { FlashDealProps } from '../../shared/api/contract';
import { formatNumber } from '../../shared/format/number';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { sizedLabel } from '../../shared/ui/sizedLabel';
import { useCountdown } from '../../shared/ui/useCountdown';

/**
 * The strip under the header while a flash campaign runs: its title, a live countdown (in the page's digits) and a way
 * in.
 */
export function FlashDealWidget({ campaign = null, endsAt = null, labelWidths }: Partial<FlashDealProps>) {
  const t = useT();
  const { locale } = useShop();
  const left = useCountdown(endsAt);
  if (!campaign || left?.over) return null;
  const href = `/campaign-details/${campaign.slug}`;
  const two = (n: number) => formatNumber(n, locale, { digits: 2 });
  return (
    <div className="container flash-deal-inner">
      <strong className="flash-deal-name">
        <span aria-hidden="true">⚡</span> <span {...sizedLabel(labelWidths, t('flash-deal.flashDeals'))} />
      </strong>
      <a className="flash-deal-title" href={href}>
        {campaign.title}
      </a>
      <span className="flash-deal-ends">
        <span className="flash-deal-ends-label">
          <span {...sizedLabel(labelWidths, t('flash-deal.endsIn'))} />
        </span>
        <span className="countdown" aria-label={t('flash-deal.timeLeft')}>
          {/* Dashes of the same width until the first tick (the server's paint). */}
          {left
            ? t('flash-deal.clock', {
                days: formatNumber(left.days, locale),
                hours: two(left.hours),
                minutes: two(left.minutes),
                seconds: two(left.seconds),
              })
            : t('flash-deal.clockBlank')}
        </span>
      </span>
      <a className="flash-deal-shop" href={href} aria-hidden="true" tabIndex={-1}>
        <span {...sizedLabel(labelWidths, t('flash-deal.shopNow'))} />
      </a>
    </div>
  );
}
