import type { ReviewSummary as Summary } from '../../../shared/api/reviewsContract';
import { Stars } from '../../../shared/catalog/Stars';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/useT';
import { useShop } from '../../../shared/store/hooks';

const STARS = [5, 4, 3, 2, 1] as const;

/** What the product's reviews add up to: the average (stars and percent), the count, a bar per number of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const { locale } = useShop();
  const { reviews_count: count, average_rating: average, rating_percent: percent, star_counts: stars } = summary;
  return (
    <div className="review-summary">
      <div className="review-average">
        <p className="review-average-number">
          <strong>{formatNumber(average, locale, { decimals: 1 })}</strong> <span>{t('product.outOf5')}</span>
        </p>
        <Stars rating={average} />
        <p className="muted">
          {t('product.reviewCount', { count })}
          {count > 0 && ` · ${formatNumber(percent, locale)}%`}
        </p>
      </div>
      <ul className="review-bars" aria-label={t('product.byStars')}>
        {STARS.map((star) => {
          const n = stars[star];
          return (
            <li key={star}>
              <span className="review-bar-label">{t('product.stars', { count: star })}</span>
              <span className="review-bar" aria-hidden="true">
                <span style={{ width: `${count ? (n * 100) / count : 0}%` }} />
              </span>
              <span className="review-bar-count">{formatNumber(n, locale)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
