import type { CSSProperties } from 'react';
import { formatNumber } from '../format/number';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';

export interface StarsProps {
  /** 0 to 5, fractions allowed (4.3 fills four stars and a third). */
  rating: number;
  /** How many reviews: shown as (12) after the stars and read out with them. */
  count?: number;
}

/**
 * Five stars filled to the rating, drawn by the stylesheet (.stars), with what they mean for
 * screen readers: "Rated 4.3 out of 5 from 12 reviews", in the page's language and digits.
 *   <Stars rating={4.3} count={12} />
 */
export function Stars({ rating, count }: StarsProps) {
  const t = useT();
  const { locale } = useShop();
  const label = count === undefined ? t('common.rated', { rating }) : t('common.ratedFrom', { rating, count });
  return (
    <span className="stars" role="img" aria-label={label} style={{ '--stars': rating } as CSSProperties}>
      {count !== undefined && `(${formatNumber(count, locale)})`}
    </span>
  );
}
