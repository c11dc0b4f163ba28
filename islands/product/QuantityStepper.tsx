import { useState } from 'react';
import { MIN_QUANTITY, typedQuantity } from '../../shared/cart/quantity';
import { useT } from '../../shared/i18n/useT';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
}

/** − [n] +: the quantity to add; it cannot go below 1, and a typed 0 or less becomes 1. */
export function QuantityStepper({ value, onChange }: Props) {
  // While the box is being emptied to type a new number it may show '', the quantity stays.
  const [text, setText] = useState<string | null>(null);
  const t = useT();
  return (
    <div className="quantity-stepper">
      <button
        type="button"
        aria-label={t('product.decrease')}
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={t('product.quantity')}
        name="quantity"
        min={MIN_QUANTITY}
        step={1}
        value={text ?? String(value)}
        onChange={(event) => {
          const quantity = typedQuantity(event.target.value);
          setText(quantity === null ? event.target.value : null);
          if (quantity !== null) onChange(quantity);
        }}
        onBlur={() => setText(null)}
      />
      <button type="button" aria-label={t('product.increase')} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
