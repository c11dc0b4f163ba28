import { useLayoutEffect } from 'react';
import type { WishlistPageProps as ServerProps } from '../../shared/api/contract';
import { useFollowCounter } from '../../shared/counters/useFollowCounter';
import { selectWishlistCount } from '../../shared/store/countersSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { EmptyState, LoadFailed } from '../../shared/ui/PageStates';
import { Spinner } from '../../shared/ui/Spinner';
import { WishlistCard } from './WishlistCard';
import { loadWishlist, removeFromWishlist } from './wishlistThunks';
import { pagePainted, selectWishlistEntries, selectWishlistRemoving, selectWishlistStatus } from './wishlistSlice';

export type WishlistPageProps = Partial<ServerProps>;

/**
 * /customer/wishlist: the customer's saved products, painted from the page's props. When the
 * wishlist counter changes to a number the page does not show (another tab added or removed one),
 * the list is read again from GET /api/customer/wishlist.
 */
export function WishlistPage({ wishlist }: WishlistPageProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectWishlistStatus);
  const entries = useAppSelector(selectWishlistEntries);
  const removing = useAppSelector(selectWishlistRemoving);
  const count = useAppSelector(selectWishlistCount);
  const t = useT();

  // Before the first paint, so the page's entries show at once.
  useLayoutEffect(() => {
    if (wishlist) dispatch(pagePainted(wishlist));
    else void dispatch(loadWishlist());
  }, [dispatch, wishlist]);

  useFollowCounter(count, entries.length, status === 'ready', () => void dispatch(loadWishlist()));

  let body;
  if (status === 'loading') {
    body = <Spinner label={t('wishlist.loading')} minHeight={360} />;
  } else if (status === 'failed') {
    body = <LoadFailed text={t('wishlist.loadFailed')} onRetry={() => void dispatch(loadWishlist())} />;
  } else if (entries.length === 0) {
    body = <EmptyState text={t('wishlist.empty')} />;
  } else {
    body = (
      <div className="product-grid">
        {entries.map((entry) => (
          <WishlistCard
            key={entry.id}
            entry={entry}
            removing={removing.includes(entry.id)}
            onRemove={() => void dispatch(removeFromWishlist(entry.id))}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="list-page">
      <Breadcrumb current={t('wishlist.wishlist')} />
      <h1>{t('wishlist.wishlist')}</h1>
      {body}
    </section>
  );
}
