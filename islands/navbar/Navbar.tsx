import { useEffect, useRef, useState } from 'react';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { useAppDispatch, useAppSelector, useShop } from '../../shared/store/hooks';
import { selectCartCount, selectCompareCount, selectCountedByServer, selectWishlistCount } from '../../shared/store/countersSlice';
import { CartIcon, CompareIcon, HeartIcon } from '../../shared/ui/icons';
import { SearchBox } from './SearchBox';

function Counter({ href, label, count, children }: { href: string; label: string; count: number; children: React.ReactNode }) {
  return (
    <a className="counter" href={href}>
      {children}
      <span className="badge" aria-hidden="true">{count}</span>
      {/* Named "Cart: 2" in one piece that starts with the visible label, so speech input finds it by "Cart". */}
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{`${label}: ${count}`}</span>
    </a>
  );
}

/**
 * What a screen reader hears when a counter changes while the shopper is on the page ("Cart: 3"):
 * the counts the page opened with are not news, so only later changes are said.
 */
function useCounterNews(wishlist: number, compare: number, cart: number): string {
  const [news, setNews] = useState('');
  const before = useRef({ Wishlist: wishlist, Compare: compare, Cart: cart });
  useEffect(() => {
    const now = { Wishlist: wishlist, Compare: compare, Cart: cart };
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((label) => now[label] !== before.current[label]);
    before.current = now;
    if (changed.length) setNews(changed.map((label) => `${label}: ${now[label]}`).join(', '));
  }, [wishlist, compare, cart]);
  return news;
}

/** Logo, search and the cart, wishlist and compare counters (the page's, or read from the server on load). */
export function Navbar() {
  const dispatch = useAppDispatch();
  const { isCustomer } = useShop();
  const cart = useAppSelector(selectCartCount);
  const wishlist = useAppSelector(selectWishlistCount);
  const compare = useAppSelector(selectCompareCount);
  const counted = useAppSelector(selectCountedByServer);
  const news = useCounterNews(wishlist, compare, cart);

  // Counters the server wrote into the page stand; only a guest's compare list, kept in this
  // browser, is read after the page is shown (its badge keeps its place meanwhile).
  useEffect(() => {
    if (!counted) void dispatch(refreshCounters());
    else if (!isCustomer) void dispatch(refreshCounters(['compare']));
  }, [dispatch, isCustomer, counted]);

  return (
    <div className="container navbar-inner">
      <a className="logo" href="/" aria-label="Haat home">
        Ha<span>a</span>t
      </a>
      <SearchBox />
      <div className="counters">
        <Counter href={isCustomer ? '/customer/wishlist' : '/customer/login'} label="Wishlist" count={wishlist}>
          <HeartIcon />
        </Counter>
        <Counter href="/compare" label="Compare" count={compare}>
          <CompareIcon />
        </Counter>
        <Counter href="/checkout/cart" label="Cart" count={cart}>
          <CartIcon />
        </Counter>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {news}
      </p>
    </div>
  );
}
