import { useState, type ReactNode } from 'react';
import { addToCart, type CartProduct } from '../cart/addToCart';
import type { Product } from '../api/contract';
import { CART_ADD_FORM } from '../forms/formActions';
import { PostForm } from '../forms/PostForm';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';
import type { AppThunk } from '../store/store';

interface Props {
  product: CartProduct & Pick<Product, 'sold_out'>;
  className?: string;
}

/**
 * 'Add To Cart' for a simple product (busy while it is added), a form the browser can send itself
 * before the script, else a 'Select Options' link to its page. A product the shop has none of (sold_out, of any
 * type) gets the product page's disabled 'Out of stock' instead: no option of it could be added.
 */
export function BuyButton({ product, className = 'button add-to-cart' }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [adding, setAdding] = useState(false);
  if (product.sold_out) {
    return (
      <button type="button" className={className} disabled>
        {t('common.outOfStock')}
      </button>
    );
  }
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

/**
 * A card's wishlist or compare button: a form the browser sends itself before the script (the
 * server adds the product and comes back), which the card's call takes over once hydrated. Beside
 * BuyButton so the card's chunk holds one copy of the form (build/copiedModules.mjs copies per module).
 */
export function ListButton(props: {
  action: string;
  productId: number;
  label: string;
  onSend: (productId: number) => AppThunk<unknown>;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <PostForm
      action={props.action}
      onSubmit={() => void dispatch(props.onSend(props.productId))}
      className="plain-form"
    >
      <input type="hidden" name="product_id" value={props.productId} />
      <button type="submit" className="icon-button" aria-label={props.label} title={props.label}>
        {props.children}
      </button>
    </PostForm>
  );
}
