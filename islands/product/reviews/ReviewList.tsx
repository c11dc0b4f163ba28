import { useState } from 'react';
import type { Review, ReviewPhoto } from '../../../shared/api/reviewsContract';
import { LazyImage, storageUrl } from '../../../shared/catalog/LazyImage';
import { Stars } from '../../../shared/catalog/Stars';
import { formatShopDate } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/useT';
import { useShop } from '../../../shared/store/hooks';
import { PhotoDialog } from './PhotoDialog';

/** The list's thumbnails are drawn at 80x80 from the 160x160 small photo (sharp on 2x screens). */
const THUMB = 80;

/**
 * One page of reviews: stars with their percent, the title, who wrote it and when, 'Verified
 * purchase', the comment as typed (line breaks kept), and the photos, lazy, each opening its large
 * picture in a dialog. Everything a shopper wrote is shown as text.
 */
export function ReviewList({ reviews, busy }: { reviews: Review[]; busy: boolean }) {
  const { locale } = useShop();
  const t = useT();
  const [open, setOpen] = useState<{ photo: ReviewPhoto; label: string } | null>(null);
  return (
    <>
      <ol className="review-list" aria-label={t('product.reviews')} aria-busy={busy}>
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <article aria-labelledby={`review-${review.id}`}>
              <div className="review-head">
                <Stars rating={review.rating} />
                <span className="review-percent">{formatNumber(review.rating_percent, locale)}%</span>
                <h3 id={`review-${review.id}`}>{review.title}</h3>
              </div>
              <p className="review-meta">
                <span>{review.name}</span>
                <time dateTime={review.created_at}>{formatShopDate(review.created_at, locale)}</time>
                {review.verified && <span className="review-verified">{t('product.verified')}</span>}
              </p>
              <p className="review-comment">{review.comment}</p>
              {review.photos.length > 0 && (
                <ul className="review-photos" aria-label={t('product.photos')}>
                  {review.photos.map((photo, index) => {
                    const label = t('product.reviewPhoto', { n: index + 1, name: review.name });
                    return (
                      <li key={photo.small}>
                        <button
                          type="button"
                          aria-label={t('product.showPhoto', { label })}
                          onClick={() => setOpen({ photo, label })}
                        >
                          <LazyImage src={storageUrl(photo.small)} alt="" width={THUMB} height={THUMB} />
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ol>
      {open && <PhotoDialog path={open.photo.large} label={open.label} onClose={() => setOpen(null)} />}
    </>
  );
}
