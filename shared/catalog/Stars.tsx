import type { CSSProperties } from 'react';

export interface StarsProps {
  /** 0 to 5, fractions allowed (4.3 fills four stars and a third). */
  rating: number;
  /** How many reviews: shown as (12) after the stars and read out with them. */
  count?: number;
}

/**
 * Five stars filled to the rating, drawn by the stylesheet (.stars), with what they mean for
 * screen readers: "Rated 4.3 out of 5 from 12 reviews".
 *   <Stars rating={4.3} count={12} />
 */
export function Stars({ rating, count }: StarsProps) {
  const from = count === undefined ? '' : ` from ${count} review${count === 1 ? '' : 's'}`;
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5${from}`} style={{ '--stars': rating } as CSSProperties}>
      {count !== undefined && `(${count})`}
    </span>
  );
}
