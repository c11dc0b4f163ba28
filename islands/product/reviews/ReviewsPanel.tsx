import { useRef, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { flashAdded } from '../../../shared/store/flashSlice';
import { useAppDispatch, useShop } from '../../../shared/store/hooks';
import { pageCount } from '../../../shared/ui/pageCount';
import { LoadFailed } from '../../../shared/ui/PageStates';
import { Pagination } from '../../../shared/ui/Pagination';
import { LazyForm, lazyForm } from '../../../shared/mount/LazyForm';
import { Spinner } from '../../../shared/ui/Spinner';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';
import { useReviewPages } from './useReviewPages';

// formik and yup come with the form, when a customer opens it.
const ReviewForm = lazyForm(() => import('./ReviewForm').then((m) => m.default));

/** The panel's first screen while the reviews load: about the summary and two reviews. */
export const PANEL_HEIGHT = 360;

interface Props {
  productId: number;
  /** The product page's url_key: signing in comes back to its Reviews tab. */
  urlKey: string;
}

/**
 * The Reviews tab: the summary, then the list (10 a page, newest first) or, for a customer who
 * asked for it, the form. A guest is asked to sign in, and comes back here afterwards.
 */
export default function ReviewsPanel({ productId, urlKey }: Props) {
  const dispatch = useAppDispatch();
  const { isCustomer } = useShop();
  const t = useT();
  const { status, reviews: page, load, added } = useReviewPages(productId);
  const [writing, setWriting] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  const turn = (number: number) => {
    load(number);
    top.current?.scrollIntoView({ block: 'start' });
  };
  const signIn = `/customer/login?returnTo=${encodeURIComponent(`/products/${urlKey}#reviews`)}`;

  if (!page && status === 'failed') return <LoadFailed text={t('product.reviewsLoadFailed')} onRetry={() => load(1)} />;
  if (!page) return <Spinner label={t('product.loadingReviews')} minHeight={PANEL_HEIGHT} />;
  const { meta, summary, data } = page;
  return (
    <div className="reviews" ref={top}>
      <ReviewSummary summary={summary} />
      {isCustomer ? (
        <button
          type="button"
          className="button secondary reviews-toggle"
          aria-expanded={writing}
          onClick={() => setWriting(!writing)}
        >
          {writing ? t('product.backToReviews') : t('product.writeReview')}
        </button>
      ) : (
        <p className="reviews-sign-in">
          {t('product.signInToReview')} <a href={signIn}>{t('product.login')}</a>
        </p>
      )}
      {writing ? (
        <LazyForm fallback={<Spinner label={t('product.loadingForm')} minHeight={PANEL_HEIGHT} />}>
          <ReviewForm
            productId={productId}
            onAdded={(review) => {
              added(review);
              dispatch(flashAdded(review.message, 'success'));
              setWriting(false);
            }}
          />
        </LazyForm>
      ) : (
        <>
          {status === 'failed' && (
            <LoadFailed text={t('product.reviewsLoadFailed')} onRetry={() => load(meta.current_page)} />
          )}
          {data.length === 0 ? (
            <p className="reviews-empty">{t('product.noReviews')}</p>
          ) : (
            <ReviewList reviews={data} busy={status === 'loading'} />
          )}
          <Pagination
            page={meta.current_page}
            count={pageCount(meta.total, meta.per_page)}
            onChange={turn}
            label={t('product.reviewPages')}
            disabled={status === 'loading'}
          />
        </>
      )}
    </div>
  );
}
