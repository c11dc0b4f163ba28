import { useId } from 'react';
import type { CartItem } from '../../shared/api/contract';
import { LinePrice } from '../../shared/cart/LinePrice';
import { MIN_QUANTITY, typedQuantity } from '../../shared/cart/quantity';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { useT } from '../../shared/i18n/useT';
import type { Translate } from '../../shared/validation/shopText';

/** The quantity a typed text stands for when it is sent: an empty or garbled box counts as 1. */
export function quantityOf(text: string): number {
  return typedQuantity(text) ?? MIN_QUANTITY;
}

/**
 * What a line whose stock fell below its quantity says (units_left is set only then): how many are left, or that
 * none are; null for any other line.
 */
function stockTextOf(item: CartItem, t: Translate): string | null {
  if (item.units_left === undefined) return null;
  return item.units_left === 0 ? t('common.outOfStock') : t('cart.stockLeft', { count: item.units_left });
}

interface Props {
  item: CartItem;
  /** What the quantity box shows (the shopper's typing, not yet sent). */
  quantity: string;
  onQuantity: (text: string) => void;
  onRemove: () => void;
  /** The id of the form a Remove sent by the browser itself posts (with this line's id). */
  removeForm: string;
  disabled: boolean;
}

/**
 * One line of the cart table; on a phone each cell shows its column name (data-label). A line holding more than the
 * shop has left says so under its quantity, which the message describes.
 */
export function CartLine({ item, quantity, onQuantity, onRemove, removeForm, disabled }: Props) {
  const t = useT();
  const current = quantityOf(quantity);
  const stockText = stockTextOf(item, t);
  const stockId = useId();
  return (
    <tr className="cart-line">
      <td data-label={t('cart.colProduct')}>
        <a className="cart-product" href={`/products/${item.url_key}`}>
          <LazyImage src={storageUrl(item.base_image?.small_image_url)} alt="" width={64} height={64} />
          <span>{item.name}</span>
        </a>
      </td>
      <td data-label={t('cart.colUnitPrice')}>
        <LinePrice item={item} />
      </td>
      <td data-label={t('cart.colQuantity')}>
        <div className="quantity-stepper">
          <button
            type="button"
            aria-label={t('cart.decrease', { name: item.name })}
            disabled={disabled || current <= MIN_QUANTITY}
            onClick={() => onQuantity(String(current - 1))}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            step={1}
            aria-label={t('cart.quantityOf', { name: item.name })}
            name={`qty[${item.id}]`}
            value={quantity}
            disabled={disabled}
            aria-invalid={stockText ? true : undefined}
            aria-describedby={stockText ? stockId : undefined}
            onChange={(event) => onQuantity(event.target.value)}
            onBlur={() => onQuantity(String(current))}
          />
          <button
            type="button"
            aria-label={t('cart.increase', { name: item.name })}
            disabled={disabled}
            onClick={() => onQuantity(String(current + 1))}
          >
            +
          </button>
        </div>
        {stockText && (
          <p id={stockId} className="field-error">
            {stockText}
          </p>
        )}
      </td>
      <td data-label={t('cart.colSubtotal')}>{item.formatted_total}</td>
      <td data-label={t('cart.colRemove')}>
        <button
          type="submit"
          form={removeForm}
          name="cart_item_id"
          value={item.id}
          className="cart-remove"
          aria-label={t('cart.remove', { name: item.name })}
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
        >
          ×
        </button>
      </td>
    </tr>
  );
}
