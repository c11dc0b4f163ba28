import { useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../shared/catalog/imageSources';
import { formatPrice } from '../../shared/format/price';
import { useT } from '../../shared/i18n/useT';
import type { RecentProduct } from '../../shared/recent/recentContract';
import { useShop } from '../../shared/store/hooks';
import { Section } from '../../shared/ui/Section';

/** What "Clear" does (storage, calls): loaded on the tap. */
const behaviour = () => import('../../shared/recent/recentlyViewed');

/**
 * The product page's "Recently viewed" (loaded after the page's own code): the products viewed before
 * this one, newest first, each a link with its picture and today's price. The server paints it from the
 * page's props (nothing at all when the list is empty), so it never moves what follows it (the page
 * notes this view: ProductPage). "Clear" empties the list in the browser and on the account.
 */
export default function RecentlyViewed({ initial }: { initial: RecentProduct[] }) {
  const t = useT();
  const { currency, locale } = useShop();
  const [items, setItems] = useState(initial);

  if (!items.length) return null;
  const clear = () =>
    void behaviour()
      .then((m) => m.clearRecentlyViewed())
      .then(
        () => setItems([]),
        () => undefined,
      );
  return (
    <Section
      id="recently-viewed"
      title={t('shopper.recentTitle')}
      className="section recent"
      aside={
        <button type="button" className="recent-clear" onClick={clear}>
          {t('shopper.recentClear')}
        </button>
      }
    >
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
