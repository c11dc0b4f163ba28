import { clearRecent, fetchRecent, recordRecentView } from '../api/recent';
import type { RecentProduct } from './recentContract';
import { readRecentIds, rememberView, writeRecentIds } from './recentStorage';

/**
 * What the islands do with "Recently viewed", loaded only when one shows it: the product page after
 * hydration (the server paints its list), the search box when it opens empty.
 */

/**
 * The shopper's viewed products, newest first. The server answers a customer from the account
 * whatever ids the browser still holds.
 */
export function loadRecent(): Promise<RecentProduct[]> {
  return fetchRecent(readRecentIds());
}

/**
 * Notes a view of `productId`: on the account for a customer (the browser's guest copy, merged at
 * sign-in, is emptied), in the browser for a guest.
 */
export async function noteView(productId: number, isCustomer: boolean): Promise<void> {
  if (!isCustomer) return rememberView(productId);
  if (readRecentIds().length) writeRecentIds([]);
  await recordRecentView(productId);
}

/** "Clear": the browser's list and the account's. */
export async function clearRecentlyViewed(): Promise<void> {
  writeRecentIds([]);
  await clearRecent();
}
