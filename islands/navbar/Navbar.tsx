import { useEffect, useRef, useState } from 'react';
import type { NavbarProps } from '../../shared/api/contract';
import { readCompareIds } from '../../shared/compare/compareStorage';
import { formatNumber } from '../../shared/format/number';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector, useShop } from '../../shared/store/hooks';
import {
  selectCartCount,
  selectCompareCount,
  selectCountedByServer,
  selectWishlistCount,
} from '../../shared/store/countersSlice';
import { CartIcon, CompareIcon, HeartIcon } from '../../shared/ui/icons';
import { hasWish } from '../../shared/wishlist/wishKey';
import { SearchBox } from './SearchBox';

function Counter({
  href,
  label,
  count,
  children,
}: {
  href: string;
  label: string;
  count: number;
  children: React.ReactNode;
}) {
  const t = useT();
  const { locale } = useShop();
  return (
    <a className="counter" href={href}>
      {children}
      <span className="badge" aria-hidden="true">
        {formatNumber(count, locale)}
      </span>
      {/* Named "Cart: 2" in one piece that starts with the visible label, so speech input finds it by "Cart". */}
      <span className="counter-label" aria-hidden="true">
        {label}
      </span>
      <span className="visually-hidden">{t('navbar.counter', { label, count })}</span>
    </a>
  );
}

/**
 * What a screen reader hears when a counter changes while the shopper is on the page ("Cart: 3"):
 * the counts the page opened with are not news, so only later changes are said.
 */
function useCounterNews(wishlist: number, compare: number, cart: number): string {
  const t = useT();
  const [news, setNews] = useState('');
  const before = useRef({ wishlist, compare, cart });
  useEffect(() => {
    const now = { wishlist, compare, cart };
    const labels = { wishlist: t('navbar.wishlist'), compare: t('navbar.compare'), cart: t('navbar.cart') };
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => now[key] !== before.current[key]);
    before.current = now;
    if (changed.length)
      setNews(changed.map((key) => t('navbar.counter', { label: labels[key], count: now[key] })).join(', '));
  }, [wishlist, compare, cart, t]);
  return news;
}

/** Logo, search and the cart, wishlist and compare counters (the page's, or read from the server on load). */
export function Navbar({ term = '' }: NavbarProps) {
  const dispatch = useAppDispatch();
  const { isCustomer } = useShop();
  const cart = useAppSelector(selectCartCount);
  const wishlist = useAppSelector(selectWishlistCount);
  const compare = useAppSelector(selectCompareCount);
  const counted = useAppSelector(selectCountedByServer);
  const news = useCounterNews(wishlist, compare, cart);
  const t = useT();

  // Counters the server wrote into the page stand; only a guest's compare list, kept in this
  // browser, is read after the page is shown (its badge keeps its place meanwhile).
  // The refresh loads only when there is something to read: a guest without compare ids whose badge
  // shows none has nothing to ask, and most pages then go without its code.
  useEffect(() => {
    const guestCompares = !isCustomer && (compare > 0 || readCompareIds().length > 0);
    if (counted && !guestCompares) return;
    void import('../../shared/counters/refreshCounters').then(({ refreshCounters }) =>
      dispatch(counted ? refreshCounters(['compare']) : refreshCounters()),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once on load, not on each change of the badge
  }, [dispatch, isCustomer, counted]);

  // The product a guest tapped the heart of is added once they are back on its page, signed in. The
  // code that adds it loads only in a tab that keeps such a wish: every other page goes without it.
  useEffect(() => {
    if (!isCustomer || !hasWish()) return;
    void import('../../shared/wishlist/wishAfterSignIn').then(({ addWishAfterSignIn }) =>
      dispatch(addWishAfterSignIn()),
    );
  }, [dispatch, isCustomer]);

  return (
    <div className="container navbar-inner">
      <a className="logo" href="/" aria-label={t('navbar.home')}>
        Ha<span>a</span>t
      </a>
      <SearchBox initialTerm={term} />
      <div className="counters">
        <Counter
          href={isCustomer ? '/customer/wishlist' : '/customer/login'}
          label={t('navbar.wishlist')}
          count={wishlist}
        >
          <HeartIcon />
        </Counter>
        <Counter href="/compare" label={t('navbar.compare')} count={compare}>
          <CompareIcon />
        </Counter>
        <Counter href="/checkout/cart" label={t('navbar.cart')} count={cart}>
          <CartIcon />
        </Counter>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </div>
  );
}
