/** How many products "Recently viewed" keeps, newest first: in the browser and on the account alike. */
export const RECENT_KEPT = 12;

/** A product of "Recently viewed": its link, picture and the price the shopper pays now (the server's). */
export interface RecentProduct {
  id: number;
  name: string;
  url_key: string;
  picture: string | null;
  price: number;
}

/**
 * The guest's list also travels in this cookie (ids joined by dots), so the sign-in merges it into
 * the account's whichever way the shopper signed in (form or call).
 */
export const RECENT_COOKIE = 'recently_viewed';
