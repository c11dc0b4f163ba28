import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchReviews } from '../../../shared/api/reviews';
import { REVIEWS_PER_PAGE, type ReviewAdded, type ReviewPage } from '../../../shared/api/reviewsContract';

export interface ReviewPages {
  status: 'loading' | 'failed' | 'ready';
  /** The page shown, with the product's summary; null until the first one arrives. */
  reviews: ReviewPage | null;
  load: (page: number) => void;
  /** The shopper's own review, just written: first on the first page, with the summary as the server counts it now. */
  added: (added: ReviewAdded) => void;
}

/**
 * The product's reviews a page at a time (GET /api/product/{id}/reviews?page=), starting with the
 * first. An answer for a page the shopper has left is dropped; a failure is logged and kept as
 * the failed status (the page shown stays).
 */
export function useReviewPages(productId: number): ReviewPages {
  const [status, setStatus] = useState<ReviewPages['status']>('loading');
  const [reviews, setReviews] = useState<ReviewPage | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    (page: number) => {
      const ticket = (latest.current += 1);
      setStatus('loading');
      fetchReviews(productId, page).then(
        (answer) => {
          if (ticket !== latest.current) return;
          setReviews(answer);
          setStatus('ready');
        },
        (error: unknown) => {
          console.error('[haat] could not load the reviews', error);
          if (ticket === latest.current) setStatus('failed');
        },
      );
    },
    [productId],
  );

  useEffect(() => {
    // The first page's fetch: load marks it loading, as it does every page's.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    load(1);
    return () => void (latest.current += 1);
  }, [load]);

  const added = useCallback(({ review, summary }: ReviewAdded) => {
    latest.current += 1;
    const total = summary.reviews_count;
    setReviews((shown) => ({
      data: [review, ...(shown?.meta.current_page === 1 ? shown.data : [])].slice(0, REVIEWS_PER_PAGE),
      meta: {
        current_page: 1,
        last_page: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
        per_page: REVIEWS_PER_PAGE,
        total,
      },
      summary,
    }));
    setStatus('ready');
  }, []);

  return { status, reviews, load, added };
}
