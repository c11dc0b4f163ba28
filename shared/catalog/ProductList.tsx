import type { ReactNode } from 'react';
import type { CardProduct } from '../api/contract';
import { useT } from '../i18n/useT';
import { Spinner } from '../ui/Spinner';
import type { CardPlace } from './ProductCard';
import { ProductGrid } from './ProductGrid';

export interface ProductListProps<P extends CardProduct = CardProduct> {
  products: P[];
  loading: boolean;
  place: CardPlace;
  /** What an empty list says; 'No Products Found.' unless the page has its own text. */
  empty?: ReactNode;
  /** Grid class: 'product-grid' (2 to 4 columns) or 'product-grid five' (up to 5). */
  className?: string;
  /** Label the cards, e.g. 'Top Deals' for flash deals flagged top_deal. */
  labelOf?: (product: P) => string | undefined;
  /** Names what loads, for screen readers; 'Loading products' unless the page has its own text. */
  loadingLabel?: string;
  /** How many cards the first load will bring: their empty boxes hold the place, so nothing moves. */
  expected?: number;
  /** How many leading cards are the page's largest pictures: not lazy (ProductGrid). */
  priorityCount?: number;
}

/** An empty card box of the real card's size (same classes), shown while the first page loads. */
function CardPlaceholder({ small }: { small: boolean }) {
  return (
    <div className={small ? 'product-card small placeholder' : 'product-card placeholder'} aria-hidden="true">
      <div className="product-card-image" />
      <div className="product-card-body">
        <div className="product-card-name" />
        <div className="price" />
        <div className="product-card-actions">
          <span className="button add-to-cart" />
          {small && <span className="icon-button" />}
          {small && <span className="icon-button" />}
        </div>
      </div>
    </div>
  );
}

/**
 * A grid of product cards in the house order: loading (a spinner over card-sized empty boxes, or
 * over the old cards dimmed, so nothing jumps), empty ('No Products Found.'), data.
 *   <ProductList products={list.products} loading={list.loading} place="grid" />
 */
export function ProductList<P extends CardProduct>({
  products,
  loading,
  place,
  empty,
  className = 'product-grid',
  labelOf,
  loadingLabel,
  expected = 0,
  priorityCount,
}: ProductListProps<P>) {
  const t = useT();
  const loadingText = loadingLabel ?? t('common.loadingProducts');
  if (loading && products.length === 0 && expected === 0)
    return <Spinner label={loadingText} size={40} minHeight={place === 'flashSmall' ? 140 : 360} />;
  if (!loading && products.length === 0) return <div className="empty-state">{empty ?? t('common.noProducts')}</div>;
  return (
    <div className="product-list" aria-busy={loading}>
      {products.length === 0 ? (
        <div className={className}>
          {Array.from({ length: expected }, (_, i) => (
            <CardPlaceholder key={i} small={place === 'flashSmall'} />
          ))}
        </div>
      ) : (
        <ProductGrid
          products={products}
          place={place}
          className={className}
          labelOf={labelOf}
          priorityCount={priorityCount}
        />
      )}
      {loading && (
        <div className="product-list-overlay">
          <Spinner label={loadingText} size={40} />
        </div>
      )}
    </div>
  );
}
