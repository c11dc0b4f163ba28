import { useState } from 'react';
import type { SoldOut } from '../../shared/api/alertsContract';
import type { ProductDetail } from '../../shared/api/contract';
import { addToCart } from '../../shared/cart/addToCart';
import { CompareIcon, HeartIcon } from '../../shared/ui/icons';
import { Price } from '../../shared/catalog/Price';
import { RatingRow } from '../../shared/catalog/ProductCard';
import { CART_ADD_FORM, WISHLIST_FORM, COMPARE_FORM } from '../../shared/forms/formActions';
import { PostForm } from '../../shared/forms/PostForm';
import { addToCompareOnTap, addToWishlistOnTap } from '../../shared/lists/listActions';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch } from '../../shared/store/hooks';
import { ProductAlerts } from './laterParts';
import { REVIEWS_HASH } from './ProductTabs';
import { QuantityStepper } from './QuantityStepper';
import { VariantPicker } from './VariantPicker';
import type { DetailVariant } from './variants';

interface Props {
  product: ProductDetail;
  soldOut?: SoldOut;
  variant: DetailVariant | null;
  onVariant: (variant: DetailVariant) => void;
}

/**
 * Name, its stars (a link to the reviews), price, short description, options, quantity and the buttons, beside the
 * gallery.
 */
export function ProductBuyBox({ product, soldOut, variant, onVariant }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  // A configurable product with no variant on sale has nothing the cart could take, nor has one the shop has none of.
  const soldOutNow = Boolean(soldOut && (soldOut.product || (variant && soldOut.variants.includes(variant.id))));
  const buyable = (product.type === 'simple' || variant !== null) && !soldOutNow;

  async function add() {
    setAdding(true);
    try {
      await dispatch(addToCart({ product, variant, quantity }));
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="buy-box">
      <h1>{product.name}</h1>
      {product.brand && <p className="muted">{t('product.brand', { name: product.brand.admin_name })}</p>}
      {product.reviews_count > 0 && (
        <a className="buy-rating" href={REVIEWS_HASH}>
          <RatingRow product={product} />
        </a>
      )}
      <Price product={product} variant={variant} className="price price-large" />
      {/* The short description is the shop's own HTML, written by staff in the admin. */}
      {product.short_description && (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.short_description }} />
      )}
      {variant && product.product_variants.length > 0 && (
        <VariantPicker variants={product.product_variants} selected={variant} onSelect={onVariant} />
      )}
      <PostForm action={CART_ADD_FORM} onSubmit={add} className="buy-row">
        <input type="hidden" name="product_id" value={product.id} />
        {variant && <input type="hidden" name="variant_id" value={variant.id} />}
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <button type="submit" className="button add-to-cart" disabled={adding || !buyable} aria-busy={adding}>
          {soldOutNow ? t('common.outOfStock') : t('common.addToCart')}
        </button>
      </PostForm>
      <ProductAlerts productId={product.id} variantId={variant?.id ?? null} soldOut={soldOut} />
      <div className="buy-links">
        <PostForm
          action={WISHLIST_FORM}
          onSubmit={() => void dispatch(addToWishlistOnTap(product.id))}
          className="plain-form"
        >
          <input type="hidden" name="product_id" value={product.id} />
          <button type="submit" className="buy-link">
            <HeartIcon /> {t('common.addToWishlist')}
          </button>
        </PostForm>
        <PostForm
          action={COMPARE_FORM}
          onSubmit={() => void dispatch(addToCompareOnTap(product.id))}
          className="plain-form"
        >
          <input type="hidden" name="product_id" value={product.id} />
          <button type="submit" className="buy-link">
            <CompareIcon /> {t('common.addToCompare')}
          </button>
        </PostForm>
      </div>
      <p className="sku">
        {t('product.sku')} <span>{variant?.sku ?? product.sku}</span>
      </p>
    </div>
  );
}
