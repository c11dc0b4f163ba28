import { clearRecentlyViewed, loadRecent } from '../../shared/recent/recentlyViewed';
import type { Choice } from './suggestionChoices';

/**
 * The empty search box's options (loaded when it first opens empty): the products viewed last, each
 * with its picture and today's price, then "Clear", which empties the list here and on the account.
 * A failed call offers nothing.
 */
export async function showRecent(base: string, show: (choices: Choice[]) => void): Promise<void> {
  const products = await loadRecent().catch(() => []);
  const clear: Choice = {
    id: `${base}-clear`,
    href: '',
    label: '',
    group: 'Recent',
    run: () =>
      void clearRecentlyViewed().then(
        () => show([]),
        () => undefined,
      ),
  };
  show(
    products.length
      ? [
          ...products.map((p) => ({
            id: `${base}-r${p.id}`,
            href: `/products/${p.url_key}`,
            label: p.name,
            group: 'Recent' as const,
            price: p.price,
            picture: p.picture,
          })),
          clear,
        ]
      : [],
  );
}
