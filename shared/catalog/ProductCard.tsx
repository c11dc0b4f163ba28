import type { CardProduct, Product } from '../api/contract';
import { formatNumber } from '../format/number';
import { useT } from '../i18n/useT';
import { WISHLIST_FORM, COMPARE_FORM } from '../forms/formActions';
import { addToCompareOnTap, addToWishlistOnTap } from '../lists/listActions';
import { useShop } from '../store/hooks';
import { BuyButton, ListButton } from './BuyButton';
import { CompareIcon, HeartIcon } from '../ui/icons';
import { LazyImage, storageUrl } from './LazyImage';
import { CARD_SIZES } from './imageSources';
import { Price } from './Price';
import { Stars } from './Stars';
import { priceDisplay } from './priceRules';
import { NAME_LENGTH, truncate } from './truncate';

export type CardPlace = keyof typeof NAME_LENGTH;

export interface ProductCardProps {
  product: CardProduct;
  /** Where the card is shown: picks how much of the name shows (grid 22, search 25, flashSmall 37 ...). */
  place: CardPlace;
  /** A corner label, e.g. 'Top Deals'. */
  label?: string;
  /** In the first row of the page's first grid: its picture is fetched at once and first. */
  priority?: boolean;
}

/** The product pictures' own size (430x510); the CSS keeps this aspect ratio at any card width. */
export const CARD_IMAGE = { width: 430, height: 510 } as const;
const SMALL_IMAGE = { width: 86, height: 102 } as const;

/**
 * The product card of every list (grid, featured, trending, search, campaign, flash deals): image
 * from /storage/{path} (lazy), the name cut per place linking to /products/{url_key}, its stars
 * and review count (RatingRow), the price block, wishlist and compare buttons, and 'Add To Cart'
 * for simple products or a 'Select Options' link for the others (whose wishlist and compare buttons are links to
 * the product page too).
 * It is an article named after the product; wishlist and compare sit on the picture's corner.
 * place="flashSmall" draws the small horizontal card (its buttons in one row).
 *   <ProductCard product={p} place="grid" />
 */
export function ProductCard({ product, place, label, priority = false }: ProductCardProps) {
  const t = useT();
  const { locale } = useShop();
  const wish = t('common.addToWishlist');
  const compare = t('common.addToCompare');
  const href = `/products/${product.url_key}`;
  const simple = product.type === 'simple';
  const small = place === 'flashSmall';
  const image = small ? SMALL_IMAGE : CARD_IMAGE;
  const { main, struck } = priceDisplay(product);
  const off = struck ? Math.round(((struck - main) / struck) * 100) : 0;

  const tools = simple ? (
    <>
      <ListButton action={WISHLIST_FORM} productId={product.id} label={wish} onSend={addToWishlistOnTap}>
        <HeartIcon />
      </ListButton>
      <ListButton action={COMPARE_FORM} productId={product.id} label={compare} onSend={addToCompareOnTap}>
        <CompareIcon />
      </ListButton>
    </>
  ) : (
    <>
      <a className="icon-button" href={href} aria-label={wish} title={wish}>
        <HeartIcon />
      </a>
      <a className="icon-button" href={href} aria-label={compare} title={compare}>
        <CompareIcon />
      </a>
    </>
  );

  return (
    <article className={small ? 'product-card small' : 'product-card'} aria-label={product.name}>
      <a className="product-card-image" href={href} tabIndex={-1} aria-hidden="true">
        <LazyImage
          src={storageUrl(product.path)}
          alt={product.name}
          width={image.width}
          height={image.height}
          sizes={small ? undefined : CARD_SIZES}
          priority={priority}
        />
      </a>
      {!small && <div className="product-card-tools">{tools}</div>}
      {(label || off > 0) && (
        <div className="product-card-badges">
          {label && <span className="badge-label">{label}</span>}
          {off > 0 && <span className="badge-off">-{formatNumber(off, locale)}%</span>}
        </div>
      )}
      <div className="product-card-body">
        <h3 className="product-card-name">
          <a href={href} title={product.name}>
            {truncate(product.name, NAME_LENGTH[place])}
          </a>
        </h3>
        <RatingRow product={product} />
        <Price product={product} />
        <div className="product-card-actions">
          <BuyButton product={product} />
          {small && tools}
        </div>
      </div>
    </article>
  );
}

/**
 * A product card's rating row: the stars and count once the product has reviews. It keeps its
 * height without them, so cards line up and nothing moves. The product page's buy box, the
 * wishlist and compare show the same row (importing it from here keeps the card, the row and the
 * wishlist and compare calls in one chunk: the row costs card pages no chunk of its own).
 */
export function RatingRow({ product }: { product: Pick<Product, 'reviews_count' | 'average_rating'> }) {
  return (
    <div className="card-rating">
      {product.reviews_count > 0 && <Stars rating={product.average_rating} count={product.reviews_count} />}
    </div>
  );
}
