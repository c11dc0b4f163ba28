/** This tab's wish made as a guest: {productId, page}, kept while the shopper signs in. */
export const WISH_KEY = 'haat.wishAfterSignIn';

/** The page a wish belongs to: its path and query (the fragment is only a place on it). */
export const herePage = () => window.location.pathname + window.location.search;

/** Whether this tab keeps a wish: the code that grants it loads only then. */
export function hasWish(): boolean {
  try {
    return sessionStorage.getItem(WISH_KEY) !== null;
  } catch {
    return false;
  }
}
