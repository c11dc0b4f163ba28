import { useState } from 'react';
import { addToCart, type CartProduct } from '../cart/addToCart';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';

interface Props {
  product: CartProduct;
  className?: string;
}

/** 'Add To Cart' for a simple product (busy while it is added), else a 'Select Options' link to its page. */
export function BuyButton({ product, className = 'button add-to-cart' }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [adding, setAdding] = useState(false);
  if (product.type !== 'simple') {
    return (
      <a className={className.replace(/^button\b/, 'button secondary')} href={`/products/${product.url_key}`}>
        {t('common.selectOptions')}
      </a>
    );
  }
  async function add() {
    setAdding(true);
    try {
      await dispatch(addToCart({ product }));
    } finally {
      setAdding(false);
    }
  }
  return (
    <button type="button" className={className} onClick={add} disabled={adding} aria-busy={adding}>
      {t('common.addToCart')}
    </button>
  );
}
