import type { ReviewSummary as Summary } from '../../../shared/api/reviewsContract';
import { Stars } from '../../../shared/catalog/Stars';

const STARS = [5, 4, 3, 2, 1] as const;

/** What the product's reviews add up to: the average (stars and percent), the count, a bar per number of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { reviews_count: count, average_rating: average, rating_percent: percent, star_counts: stars } = summary;
  return (
    <div className="review-summary">
      <div className="review-average">
        <p className="review-average-number">
          <strong>{average.toFixed(1)}</strong> <span>out of 5</span>
        </p>
        <Stars rating={average} />
        <p className="muted">
          {count === 1 ? '1 review' : `${count} reviews`}
          {count > 0 && ` · ${percent}%`}
        </p>
      </div>
      <ul className="review-bars" aria-label="Reviews by stars">
        {STARS.map((star) => {
          const n = stars[star];
          return (
            <li key={star}>
              <span className="review-bar-label">{star === 1 ? '1 star' : `${star} stars`}</span>
              <span className="review-bar" aria-hidden="true">
                <span style={{ width: `${count ? (n * 100) / count : 0}%` }} />
              </span>
              <span className="review-bar-count">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
