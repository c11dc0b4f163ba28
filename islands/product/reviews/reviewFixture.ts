import type { Review, ReviewPage, ReviewSummary } from '../../../shared/api/reviewsContract';

/** A review as GET /api/product/{id}/reviews answers it (test data). */
export function aReview(overrides: Partial<Review> = {}): Review {
  const rating = overrides.rating ?? 4;
  return {
    id: 1,
    name: 'Nusrat J.',
    title: 'Soft and well stitched',
    comment: 'Wore it on Eid.\nThe fabric stayed cool all day.',
    rating,
    rating_percent: (rating * 100) / 5,
    created_at: '2026-04-14T06:30:00.000Z',
    verified: false,
    photos: [],
    ...overrides,
  };
}

/** A summary of these ratings, as the server counts them. */
export function summaryOf(ratings: number[]): ReviewSummary {
  const star_counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of ratings) star_counts[r as keyof typeof star_counts] += 1;
  const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : 0;
  return {
    reviews_count: ratings.length,
    average_rating: average,
    rating_percent: Math.round(average * 20),
    star_counts,
  };
}

/** One page of reviews with the product's summary (total: all the product's reviews). */
export function aReviewPage(
  data: Review[],
  { page = 1, total = data.length, summary = summaryOf(data.map((r) => r.rating)) } = {},
): ReviewPage {
  return {
    data,
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total },
    summary,
  };
}
