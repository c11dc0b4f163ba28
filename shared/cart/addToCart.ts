import type { CartAddition } from '../api/cart';
import type { Product } from '../api/contract';
import { errorMessageOf } from '../api/envelope';
import { cartPrice, type PricedProduct, type PricedVariant } from '../catalog/priceRules';
import { pageText } from '../i18n/pageI18n';
import { flashAdded } from '../store/flashSlice';
import { selectShop } from '../store/shopSlice';
import type { AppThunk } from '../store/store';
import { track } from '../tracking/track';
import { navigate } from '../ui/navigate';

export type CartProduct = PricedProduct & Pick<Product, 'id' | 'type' | 'name' | 'url_key'>;

export interface AddToCartRequest {
  product: CartProduct;
  /** The product page's chosen variant; lists never send one (they add simple products only). */
  variant?: (PricedVariant & { id: number }) | null;
  quantity?: number;
}

/** What happened, for the button that asked: 'added', 'redirected' (the server wants the product page) or 'failed'. */
export type AddToCartOutcome = 'added' | 'redirected' | 'failed';

/**
 * Add to cart, for lists and the product page:
 * - a campaign price applies -> POST /api/checkout/cart/campaign {quantity, product_id, product_price}
 *   with final_price (or price); otherwise POST /api/checkout/cart {quantity, product_id};
 *   variant_id is added when the product page chose one;
 * - success: a success flash with the server's message, an AddToCart pixel event (BDT), the
 *   counters refreshed in every tab, then the browser follows redirect / redirect_uri if any;
 * - failure: an error flash with the server's message, or 'An error occurred'.
 * Only simple products are added from lists: another type without a variant goes to its page.
 *   await dispatch(addToCart({ product }))
 */
export function addToCart({ product, variant = null, quantity = 1 }: AddToCartRequest): AppThunk<AddToCartOutcome> {
  return async (dispatch, getState) => {
    if (product.type !== 'simple' && !variant) {
      navigate(`/products/${product.url_key}`);
      return 'redirected';
    }
    // The cart's calls and the counters' refresh load on the first tap: every page with cards
    // carries this module, and most visits never add anything.
    const counters = import('../counters/refreshCounters');
    counters.catch(() => undefined);
    const { campaign, price } = cartPrice(product, variant);
    const line = { quantity, product_id: product.id, ...(variant ? { variant_id: variant.id } : {}) };
    let answer: CartAddition;
    try {
      const { addCartLine } = await import('../api/cart');
      answer = await addCartLine(line, campaign ? price : undefined);
    } catch (error) {
      console.error('[haat] add to cart failed', error);
      dispatch(flashAdded(errorMessageOf(error, pageText('shopper.addToCartFailed')), 'error'));
      return 'failed';
    }

    const { added, message, redirect } = answer;
    if (redirect && !added) {
      // Nothing was added: the server wants the shopper to choose on the product page first.
      if (message) dispatch(flashAdded(message, 'info'));
      navigate(redirect);
      return 'redirected';
    }
    if (message) dispatch(flashAdded(message, 'success'));
    void track(selectShop(getState()).pixelId, 'AddToCart', {
      content_ids: [product.id],
      content_name: product.name,
      content_type: 'product',
      value: price * quantity,
    });
    await dispatch((await counters).refreshCounters(['cart']));
    if (redirect) navigate(redirect);
    return 'added';
  };
}
