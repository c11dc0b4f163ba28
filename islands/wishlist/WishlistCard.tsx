import type { WishlistEntry } from '../../shared/api/contract';
import { BuyButton } from '../../shared/catalog/BuyButton';
import { CompareIcon } from '../../shared/ui/icons';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { Price } from '../../shared/catalog/Price';
import { RatingRow } from '../../shared/catalog/ProductCard';
import { fromPriceViews } from '../../shared/catalog/priceRules';
import { NAME_LENGTH, truncate } from '../../shared/catalog/truncate';
import { addToCompareOnTap } from '../../shared/lists/listActions';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch } from '../../shared/store/hooks';

/** The product pictures' own size: the card keeps their 430x510 ratio. */
const IMAGE = { width: 430, height: 510 } as const;

interface Props {
  entry: WishlistEntry;
  /** Its removal is on its way. */
  removing: boolean;
  onRemove: () => void;
}

/**
 * One wishlist entry as a product card: picture, linked name, price (regular struck through when
 * the final price is lower), Add To Cart for simple products or Select Options for the others.
 * Remove sits where the other cards have their wishlist heart.
 */
export function WishlistCard({ entry, removing, onRemove }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const compare = t('common.addToCompare');
  const product = fromPriceViews(entry.product);
  const href = `/products/${product.url_key}`;
  const simple = product.type === 'simple';

  return (
    <article className="product-card wishlist-card" aria-label={product.name}>
      <a className="product-card-image" href={href} tabIndex={-1} aria-hidden="true">
        <LazyImage src={storageUrl(product.base_image)} alt={product.name} width={IMAGE.width} height={IMAGE.height} />
      </a>
      <div className="product-card-tools">
        <button
          type="button"
          className="icon-button remove-button"
          aria-label={t('wishlist.removeProduct', { name: product.name })}
          title={t('wishlist.remove')}
          disabled={removing}
          aria-busy={removing}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
        {simple ? (
          <button
            type="button"
            className="icon-button"
            aria-label={compare}
            title={compare}
            onClick={() => dispatch(addToCompareOnTap(product.id))}
          >
            <CompareIcon />
          </button>
        ) : (
          <a className="icon-button" href={href} aria-label={compare} title={compare}>
            <CompareIcon />
          </a>
        )}
      </div>
      <div className="product-card-body">
        <h2 className="product-card-name">
          <a href={href} title={product.name}>
            {truncate(product.name, NAME_LENGTH.card)}
          </a>
        </h2>
        <RatingRow product={product} />
        <Price product={product} />
        <div className="product-card-actions">
          <BuyButton product={product} />
        </div>
      </div>
    </article>
  );
}
