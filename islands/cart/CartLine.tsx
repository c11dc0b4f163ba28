import type { CartItem } from '../../shared/api/contract';
import { LinePrice } from '../../shared/cart/LinePrice';
import { MIN_QUANTITY, typedQuantity } from '../../shared/cart/quantity';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';

/** The quantity a typed text stands for when it is sent: an empty or garbled box counts as 1. */
export function quantityOf(text: string): number {
  return typedQuantity(text) ?? MIN_QUANTITY;
}

interface Props {
  item: CartItem;
  /** What the quantity box shows (the shopper's typing, not yet sent). */
  quantity: string;
  onQuantity: (text: string) => void;
  onRemove: () => void;
  disabled: boolean;
}

/** One line of the cart table; on a phone each cell shows its column name (data-label). */
export function CartLine({ item, quantity, onQuantity, onRemove, disabled }: Props) {
  const current = quantityOf(quantity);
  return (
    <tr className="cart-line">
      <td data-label="Product">
        <a className="cart-product" href={`/products/${item.url_key}`}>
          <LazyImage src={storageUrl(item.base_image?.small_image_url)} alt="" width={64} height={64} />
          <span>{item.name}</span>
        </a>
      </td>
      <td data-label="Unit Price">
        <LinePrice item={item} />
      </td>
      <td data-label="Quantity">
        <div className="quantity-stepper">
          <button type="button" aria-label={`Decrease quantity of ${item.name}`} disabled={disabled || current <= MIN_QUANTITY} onClick={() => onQuantity(String(current - 1))}>
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            step={1}
            aria-label={`Quantity of ${item.name}`}
            value={quantity}
            disabled={disabled}
            onChange={(event) => onQuantity(event.target.value)}
            onBlur={() => onQuantity(String(current))}
          />
          <button type="button" aria-label={`Increase quantity of ${item.name}`} disabled={disabled} onClick={() => onQuantity(String(current + 1))}>
            +
          </button>
        </div>
      </td>
      <td data-label="Subtotal">{item.formatted_total}</td>
      <td data-label="Remove">
        <button type="button" className="cart-remove" aria-label={`Remove ${item.name}`} disabled={disabled} onClick={onRemove}>
          ×
        </button>
      </td>
    </tr>
  );
}
