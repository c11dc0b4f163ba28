import { formatPrice } from '../format/price';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';
import { priceDisplay, type PricedProduct, type PricedVariant } from './priceRules';

export interface PriceProps {
  product: PricedProduct;
  /** The product page's chosen variant; lists leave it out (the first variant counts). */
  variant?: PricedVariant | null;
  className?: string;
}

/**
 * The one price block of the shop: the price to pay, and the
 * regular price struck through when a campaign or special price lowers it.
 * <Price product={p} />  ->  ৳ 1,350  <del>৳ 1,500</del>   (the page's currency and locale)
 */
export function Price({ product, variant, className = 'price' }: PriceProps) {
  const { currency, locale } = useShop();
  const t = useT();
  const { main, struck } = priceDisplay(product, variant);
  return (
    <span className={className}>
      <span className="price-main">{formatPrice(main, currency, locale)}</span>
      {struck !== null && (
        <>
          {' '}
          <del className="price-regular">
            <span className="visually-hidden">{t('common.regularPrice')} </span>
            {formatPrice(struck, currency, locale)}
          </del>
        </>
      )}
    </span>
  );
}
