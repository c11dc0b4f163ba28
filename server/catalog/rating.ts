import { REVIEW_LIMITS } from '../../shared/validation/reviewSchema';

/** Stars as a percent, whole: rating * 100 / 5 (4 stars are 80 %). */
export const ratingPercent = (rating: number): number => Math.round((rating * 100) / REVIEW_LIMITS.stars);

/** The average of a star total over a count, to one decimal; 0 without reviews. */
export const averageRating = (total: number, count: number): number =>
  count > 0 ? Math.round((total / count) * 10) / 10 : 0;
