import { api } from '../../shared/api/client';
import type { Cart } from '../../shared/api/contract';
import type { PaymentMethod, SavedAddress, ShippingMethodCode } from '../../shared/api/checkoutContract';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppDispatch, RootState } from '../../shared/store/store';
import { navigate } from '../../shared/ui/navigate';
import {
  addressChosen,
  addressRefused,
  cartChanged,
  deliveryPriced,
  loaded,
  loadFailed,
  paymentMethodChosen,
  paymentMethodsOffered,
  shippingMethodChosen,
  shippingMethodRefused,
} from './checkoutSlice';
import { courierNames, listOf } from '../../shared/address/placesApi';

/** Texts of spec section 8. */
export const TEXTS = {
  addressSaved: 'Address saved successfully!',
  addressFailed: 'Failed to save selected address.',
  shippingFailed: 'Failed to save shipping method. Please try again.',
  shippingRefused: 'Failed to save shipping method',
  paymentFailed: 'Failed to save payment method. Please try again.',
  priceFailed: 'An error occurred',
} as const;

type Thunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => Promise<R>;

/** Whether a redirect URL is the page the shopper is on ('/checkout/onepage' and '/checkout/onepage/' alike). */
export function isCurrentPage(url: string): boolean {
  const target = new URL(url, window.location.href);
  const path = (pathname: string) => pathname.replace(/\/+$/, '');
  return target.origin === window.location.origin && path(target.pathname) === path(window.location.pathname);
}

/** A cart-shaped data, or null. */
export function cartOf(data: unknown): Cart | null {
  const cart = data as Cart | null | undefined;
  return cart && Array.isArray(cart.items) ? cart : null;
}

export async function fetchCart(): Promise<Cart | null> {
  const { data } = await api.get<{ data: Cart | null }>('/api/checkout/cart');
  return cartOf(data.data);
}

export async function fetchAddresses(): Promise<SavedAddress[]> {
  return listOf<SavedAddress>((await api.get('/api/customer/addresses')).data);
}

/** The cart and the saved addresses, side by side. A failure is logged and shown as the failed state. */
export function loadCheckout(): Thunk {
  return async (dispatch) => {
    try {
      const [cart, addresses] = await Promise.all([fetchCart(), fetchAddresses()]);
      dispatch(loaded({ cart, addresses }));
    } catch (error) {
      console.error('[haat] could not load the checkout', error);
      dispatch(loadFailed());
    }
  };
}

/** Reads the cart again (shipping and coupon change its amounts); the old one stays on failure. */
export function refreshCart(): Thunk {
  return async (dispatch) => {
    try {
      dispatch(cartChanged(await fetchCart()));
    } catch (error) {
      console.error('[haat] could not read the cart again', error);
    }
  };
}

/**
 * Copies a saved address into billing and shipping and saves it to the checkout session. A
 * just-saved new address is chosen quietly: 'Address Saved Successfully' already said so.
 */
export function chooseAddress(address: SavedAddress, { quiet = false } = {}): Thunk {
  return async (dispatch, getState) => {
    dispatch(addressChosen(address));
    const copy = getState().checkout!.address;
    try {
      const { data } = await api.post<{ redirect?: boolean; data?: unknown }>('/api/checkout/onepage/addresses', { address_id: address.id, billing: copy, shipping: copy });
      if (data?.redirect && typeof data.data === 'string') return navigate(data.data);
      if (!quiet) dispatch(flashAdded(TEXTS.addressSaved, 'success'));
    } catch (error) {
      console.error('[haat] could not save the checkout address', error);
      dispatch(addressRefused());
      dispatch(flashAdded(TEXTS.addressFailed, 'error'));
    }
  };
}

/** Saves the shipping method; the answer offers the payment methods (the chosen one is reset). */
export function chooseShippingMethod(code: ShippingMethodCode): Thunk {
  return async (dispatch) => {
    dispatch(shippingMethodChosen(code));
    try {
      type Answer = { payment_methods?: PaymentMethod[]; cart?: unknown; data?: { payment_methods?: PaymentMethod[] } };
      const { data } = await api.post<Answer>('/api/checkout/onepage/shipping-methods', { shipping_method: code });
      dispatch(paymentMethodsOffered(data.payment_methods ?? data.data?.payment_methods ?? []));
      // The answer's cart carries the new shipping charge; without it the cart is read again.
      const cart = cartOf(data.cart);
      if (cart) dispatch(cartChanged(cart));
      else await dispatch(refreshCart());
    } catch (error) {
      dispatch(shippingMethodRefused());
      const redirectUrl = (error as { response?: { data?: { redirect_url?: unknown } } }).response?.data?.redirect_url;
      if (statusOf(error) === 403 && typeof redirectUrl === 'string') {
        dispatch(flashAdded(TEXTS.shippingRefused, 'warning'));
        // Reloading this same page would only lose a half-typed address and the warning.
        return isCurrentPage(redirectUrl) ? undefined : navigate(redirectUrl);
      }
      dispatch(flashAdded(TEXTS.shippingFailed, 'error'));
    }
  };
}

export function choosePaymentMethod(payment: PaymentMethod): Thunk {
  return async (dispatch) => {
    dispatch(paymentMethodChosen(payment.method));
    try {
      await api.post('/api/checkout/onepage/payment-methods', { payment });
    } catch (error) {
      dispatch(paymentMethodChosen(null));
      dispatch(flashAdded(errorMessageOf(error, TEXTS.paymentFailed), 'error'));
    }
  };
}

/**
 * The courier's delivery price for the chosen address and shipping method (POST /api/calculate-price,
 * multipart). Needs the address's courier city and zone; without them nothing is asked.
 */
export function priceDelivery(): Thunk {
  return async (dispatch, getState) => {
    const { address, shippingMethod, cart } = getState().checkout!;
    if (!address?.city_id || !address.zone_id || !shippingMethod || !cart) return;
    try {
      const names = await courierNames(address.city_id, address.zone_id);
      const form = new FormData();
      form.append('zone_name', names.zone_name);
      form.append('zone_id', String(address.zone_id));
      form.append('city_name', names.city_name);
      form.append('city_id', String(address.city_id));
      form.append('cart_id', String(cart.id));
      form.append('delivery_type', shippingMethod === 'flatrate_flatrate' ? '12' : '48');
      cart.items.forEach((item, index) => {
        form.append(`item_code_${index}`, item.sku);
        form.append(`item_count_${index}`, String(item.quantity));
      });
      form.append('total_items', String(cart.items.length));
      const { data } = await api.post<{ data?: { price?: unknown } }>('/api/calculate-price', form);
      const price = Number(data.data?.price);
      // A newer address or method asked again meanwhile: this answer is stale.
      const now = getState().checkout!;
      if (now.address !== address || now.shippingMethod !== shippingMethod) return;
      dispatch(deliveryPriced(Number.isFinite(price) ? price : null));
    } catch (error) {
      dispatch(deliveryPriced(null));
      dispatch(flashAdded(errorMessageOf(error, TEXTS.priceFailed), 'warning'));
    }
  };
}
