import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import type { ProductDetail } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { videoEmbedUrl } from './videoEmbed';

type Tab = 'description' | 'reviews';
const TABS: Tab[] = ['description', 'reviews'];
/** The page's address that opens the Reviews tab (the rating link, coming back from sign-in). */
export const REVIEWS_HASH = '#reviews';

// The reviews (list, summary, photos) load when the tab is first opened, or about to be.
const loadReviewsPanel = () => import('./reviews/ReviewsPanel');
const ReviewsPanel = lazy(loadReviewsPanel);

/** Description (the shop's HTML and the product video) and Reviews, as an ARIA tab set. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const t = useT();
  const labels: Record<Tab, string> = { description: t('product.description'), reviews: t('product.reviews') };
  const [open, setOpen] = useState<Tab>('description');
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const video = videoEmbedUrl(product.video_link);
  const show = (tab: Tab) => {
    setOpen(tab);
    if (tab === 'reviews') setReviewsOpened(true);
  };
  // #reviews in the address opens the Reviews tab, on arrival and when a link sets it.
  useEffect(() => {
    const follow = () => location.hash === REVIEWS_HASH && show('reviews');
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  // Arrow keys move between the tabs, as screen-reader users expect of a tab list.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(open) + 1) % TABS.length];
    show(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <section className="product-tabs" id={REVIEWS_HASH.slice(1)}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- its tabs take the focus */}
      <div role="tablist" aria-label={t('product.information')} onKeyDown={onKey}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={open === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={open === tab ? 0 : -1}
            onClick={() => show(tab)}
            onPointerEnter={tab === 'reviews' ? loadReviewsPanel : undefined}
            onFocus={tab === 'reviews' ? loadReviewsPanel : undefined}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div id="panel-description" role="tabpanel" aria-labelledby="tab-description" hidden={open !== 'description'}>
        {/* The description is the shop's own HTML, written by staff in the admin. */}
        {product.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />}
        {video && (
          <div className="product-video">
            <iframe
              src={video}
              title={t('product.video', { name: product.name })}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
        {!product.description && !video && <p className="muted">{t('product.noDescription')}</p>}
      </div>
      <div id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden={open !== 'reviews'}>
        {reviewsOpened && (
          <Suspense
            fallback={
              <p className="reviews-loading" role="status">
                {t('product.loadingReviewsDots')}
              </p>
            }
          >
            <ReviewsPanel productId={product.id} urlKey={product.url_key} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
