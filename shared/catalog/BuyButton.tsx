import { useState } from 'react';
import { addToCart, type CartProduct } from '../cart/addToCart';
import { CART_ADD_FORM } from '../forms/formActions';
import { PostForm } from '../forms/PostForm';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';

interface Props {
  product: CartProduct;
  className?: string;
}

/**
 * 'Add To Cart' for a simple product (busy while it is added), a form the browser can send itself
 * before the script, else a 'Select Options' link to its page.
 */
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
    <PostForm action={CART_ADD_FORM} onSubmit={add} className="plain-form">
      <input type="hidden" name="product_id" value={product.id} />
      <button type="submit" className={className} disabled={adding} aria-busy={adding}>
        {t('common.addToCart')}
      </button>
    </PostForm>
  );
}
