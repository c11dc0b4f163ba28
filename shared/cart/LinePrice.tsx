import type { CartItem } from '../api/contract';
import { useT } from '../i18n/useT';

/**
 * A cart line's unit price as the server priced it. When a campaign price (or else a special
 * price) lowered it, the server sends the regular price above it, shown struck through beside it.
 */
export function LinePrice({
  item,
}: {
  item: Pick<CartItem, 'price' | 'regular_price' | 'formatted_price' | 'formatted_regular_price'>;
}) {
  const t = useT();
  return (
    <span className="cart-price">
      {item.regular_price > item.price && (
        <del>
          <span className="visually-hidden">{t('shopper.regularPrice')} </span>
          {item.formatted_regular_price}
        </del>
      )}
      <span className="cart-price-now">{item.formatted_price}</span>
    </span>
  );
}
