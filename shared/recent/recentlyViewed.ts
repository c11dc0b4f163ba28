import { clearRecent, fetchRecent, recordRecentView } from '../api/recent';
import type { RecentProduct } from './recentContract';
import { readRecentIds, rememberView, writeRecentIds } from './recentStorage';

/**
 * What the islands do with "Recently viewed", loaded only when one shows it: the product page after
 * its first paint, the search box when it opens empty.
 */

/**
 * The shopper's viewed products, newest first, but `except` (the product on screen). The server
 * answers a customer from the account whatever ids the browser still holds.
 */
export async function loadRecent(except?: number): Promise<RecentProduct[]> {
  return (await fetchRecent(readRecentIds())).filter((p) => p.id !== except);
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
