import { useEffect, useRef, useState } from 'react';
import type { Paged } from '../../shared/api/contract';
import { fetchMyReviews } from '../../shared/api/reviews';
import type { AccountReviewsProps, CustomerReview } from '../../shared/api/reviewsContract';
import { REVIEWS_PER_PAGE } from '../../shared/api/reviewsContract';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { Stars } from '../../shared/catalog/Stars';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { pageCount } from '../../shared/ui/pageCount';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';

const EMPTY: Paged<CustomerReview> = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: REVIEWS_PER_PAGE, total: 0 },
};
/** The product pictures' 430x510 shape, drawn small beside each review. */
const PICTURE = { width: 64, height: 76 } as const;

export type AccountReviewsPageProps = Partial<AccountReviewsProps>;

/**
 * My Reviews: the customer's reviews, newest first, 10 a page: the product's picture and name
 * (linked while it is on sale), the stars, the title, the date. The first page comes with the
 * page; others are fetched (GET /api/customer/reviews?page=). A failed page is only logged.
 */
export function AccountReviewsPage({ reviews: first = EMPTY }: AccountReviewsPageProps) {
  const { locale } = useShop();
  const t = useT();
  const [reviews, setReviews] = useState(first);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  // An answer for a page left behind is never shown.
  useEffect(() => () => void (latest.current += 1), []);

  const load = (page: number) => {
    const ticket = (latest.current += 1);
    setLoading(true);
    fetchMyReviews(page)
      .then(
        (data) => ticket === latest.current && setReviews(data),
        (error: unknown) => console.error('[haat] could not load your reviews', error),
      )
      .finally(() => ticket === latest.current && setLoading(false));
  };

  const { meta } = reviews;
  if (meta.total === 0 && !loading) return <p className="empty-state">{t('account-reviews.empty')}</p>;
  return (
    <div className="account-reviews" aria-busy={loading}>
      <p className="account-count">{t('account-reviews.count', { count: meta.total })}</p>
      <div className="account-table-box">
        <ul className="account-review-list" aria-label={t('account-reviews.list')}>
          {reviews.data.map((review) => {
            const { product } = review;
            const picture = (
              <LazyImage src={storageUrl(product.path)} alt="" width={PICTURE.width} height={PICTURE.height} />
            );
            return (
              <li key={review.id} className="account-review">
                {product.url_key ? (
                  <a
                    className="account-review-picture"
                    href={`/products/${product.url_key}`}
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    {picture}
                  </a>
                ) : (
                  <span className="account-review-picture">{picture}</span>
                )}
                <div className="account-review-body">
                  <p className="account-review-product">
                    {product.url_key ? <a href={`/products/${product.url_key}`}>{product.name}</a> : product.name}
                  </p>
                  <p className="review-head">
                    <Stars rating={review.rating} />
                    <span className="review-percent">
                      {t('account-reviews.percent', { percent: review.rating_percent })}
                    </span>
                    <time dateTime={review.created_at}>{formatShopDate(review.created_at, locale)}</time>
                  </p>
                  <h2 className="account-review-title">{review.title}</h2>
                  <p className="review-comment">{review.comment}</p>
                </div>
              </li>
            );
          })}
        </ul>
        {loading && (
          <div className="account-table-overlay">
            <Spinner label={t('account-reviews.loading')} />
          </div>
        )}
      </div>
      <Pagination
        page={meta.current_page}
        count={pageCount(meta.total, meta.per_page)}
        onChange={load}
        label={t('account-reviews.pages')}
        disabled={loading}
      />
    </div>
  );
}
