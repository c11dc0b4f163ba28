import type { CardProduct } from '../api/contract';
import { ProductCard, type CardPlace } from './ProductCard';

export interface ProductGridProps<P extends CardProduct = CardProduct> {
  products: P[];
  place: CardPlace;
  /** Grid class: 'product-grid' (2 to 4 columns) or 'product-grid five' (up to 5). */
  className?: string;
  /** Label the cards, e.g. 'Top Deals' for flash deals flagged top_deal. */
  labelOf?: (product: P) => string | undefined;
  /** How many leading cards are the page's largest pictures (its first grid's first row): not lazy. */
  priorityCount?: number;
}

/**
 * Product cards in a grid, for a list already at hand (related, featured, a listing's results).
 * A list that loads uses ProductList, which draws this grid once its products are there.
 *   <ProductGrid products={related} place="grid" />
 */
export function ProductGrid<P extends CardProduct>({
  products,
  place,
  className = 'product-grid',
  labelOf,
  priorityCount = 0,
}: ProductGridProps<P>) {
  return (
    <div className={className}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          place={place}
          label={labelOf?.(product)}
          priority={index < priorityCount}
        />
      ))}
    </div>
  );
}
