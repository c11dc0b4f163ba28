import { useEffect, useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../shared/catalog/imageSources';
import { formatPrice } from '../../shared/format/price';
import { useT } from '../../shared/i18n/useT';
import type { RecentProduct } from '../../shared/recent/recentContract';
import { clearRecentlyViewed, loadRecent, noteView } from '../../shared/recent/recentlyViewed';
import { useShop } from '../../shared/store/hooks';
import { Section } from '../../shared/ui/Section';

/**
 * The product page's "Recently viewed" (loaded after the page's first paint): the products viewed
 * before this one, newest first, each a link with its picture and today's price; then this view is
 * noted. "Clear" empties the list in the browser and on the account.
 */
export default function RecentlyViewed({ productId }: { productId: number }) {
  const t = useT();
  const { isCustomer, currency, locale } = useShop();
  const [items, setItems] = useState<RecentProduct[]>([]);

  useEffect(() => {
    // The list as it was before this view, so the page never lists itself; a failed call shows nothing.
    void loadRecent(productId)
      .then(setItems, () => setItems([]))
      .then(() => noteView(productId, isCustomer))
      .catch(() => undefined);
  }, [productId, isCustomer]);

  if (!items.length) return null;
  const clear = (
    <button
      type="button"
      className="recent-clear"
      onClick={() =>
        void clearRecentlyViewed().then(
          () => setItems([]),
          () => undefined,
        )
      }
    >
      {t('shopper.recentClear')}
    </button>
  );
  return (
    <Section id="recently-viewed" title={t('shopper.recentTitle')} className="section recent" aside={clear}>
      <ul className="recent-list">
        {items.map((p) => (
          <li key={p.id}>
            <a href={`/products/${p.url_key}`}>
              <img
                src={p.picture ? `/storage/${p.picture}` : DEFAULT_PRODUCT_IMAGE}
                alt=""
                width={80}
                height={80}
                loading="lazy"
              />
              <span className="recent-name">{p.name}</span>
              <span className="recent-price">{formatPrice(p.price, currency, locale)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
