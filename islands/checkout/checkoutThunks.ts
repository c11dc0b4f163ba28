import { fetchCart } from '../../shared/api/cart';
import { fetchSavedAddresses } from '../../shared/api/account';
import {
  quoteDeliveryPrice,
  saveCheckoutAddress,
  savePaymentMethod,
  saveShippingMethod,
} from '../../shared/api/checkout';
import type { PaymentMethod, SavedAddress, ShippingMethodCode } from '../../shared/api/checkoutContract';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { courierNames } from '../../shared/api/places';
import { pageText } from '../../shared/i18n/pageI18n';
import { leaveWithFlashes } from '../../shared/store/leaveWithFlashes';
import { flashAdded } from '../../shared/store/flashSlice';
import type { AppThunk } from '../../shared/store/store';
import { navigate } from '../../shared/ui/navigate';
import {
  addressChosen,
  addressesLoaded,
  addressRefused,
  cartChanged,
  loaded,
  loadFailed,
  paymentMethodChosen,
  paymentMethodsOffered,
  shippingMethodChosen,
  shippingMethodRefused,
  cashOrderNoted,
} from './checkoutSlice';

/** Whether a redirect URL is the page the shopper is on ('/checkout/onepage' and '/checkout/onepage/' alike). */
export function isCurrentPage(url: string): boolean {
  const target = new URL(url, window.location.href);
  const path = (pathname: string) => pathname.replace(/\/+$/, '');
  return target.origin === window.location.origin && path(target.pathname) === path(window.location.pathname);
}

/** The cart and the saved addresses, side by side. A failure is logged and shown as the failed state. */
export function loadCheckout(): AppThunk {
  return async (dispatch) => {
    try {
      const [cart, addresses] = await Promise.all([fetchCart(), fetchSavedAddresses()]);
      dispatch(loaded({ cart, addresses }));
    } catch (error) {
      console.error('[haat] could not load the checkout', error);
      dispatch(loadFailed());
    }
  };
}

/** Reads the saved addresses again (a new one was saved without the answer carrying it). */
export function reloadAddresses(): AppThunk {
  return async (dispatch) => {
    try {
      dispatch(addressesLoaded(await fetchSavedAddresses()));
    } catch (error) {
      console.error('[haat] could not read the saved addresses', error);
    }
  };
}

/** Reads the cart again (shipping and coupon change its amounts); the old one stays on failure. */
export function refreshCart(): AppThunk {
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
 * just-saved new address is chosen quietly: 'Address Saved Successfully' already said so. The
 * session drops a shipping method chosen before (and its charge), so the cart is read again then.
 */
export function chooseAddress(address: SavedAddress, { quiet = false } = {}): AppThunk {
  return async (dispatch, getState) => {
    const hadShipping = getState().checkout!.shippingMethod !== null;
    dispatch(addressChosen(address));
    const copy = getState().checkout!.address!;
    try {
      const { redirect } = await saveCheckoutAddress(address.id, copy);
      if (redirect) return navigate(redirect);
      if (hadShipping) await dispatch(refreshCart());
      if (!quiet) dispatch(flashAdded(pageText('checkout.addressSaved'), 'success'));
    } catch (error) {
      console.error('[haat] could not save the checkout address', error);
      dispatch(addressRefused());
      dispatch(flashAdded(pageText('checkout.addressFailed'), 'error'));
    }
  };
}

/** Saves the shipping method; the answer offers the payment methods (the chosen one is reset). */
export function chooseShippingMethod(code: ShippingMethodCode): AppThunk {
  return async (dispatch) => {
    dispatch(shippingMethodChosen(code));
    try {
      const { paymentMethods, cart } = await saveShippingMethod(code);
      dispatch(paymentMethodsOffered(paymentMethods));
      // The answer's cart carries the new shipping charge; without it the cart is read again.
      if (cart) dispatch(cartChanged(cart));
      else await dispatch(refreshCart());
    } catch (error) {
      dispatch(shippingMethodRefused());
      const redirectUrl = (error as { response?: { data?: { redirect_url?: unknown } } }).response?.data?.redirect_url;
      if (statusOf(error) === 403 && typeof redirectUrl === 'string') {
        dispatch(flashAdded(pageText('checkout.shippingRefused'), 'warning'));
        // Reloading this same page would only lose a half-typed address and the warning; another
        // page shows the warning where the shopper lands.
        return isCurrentPage(redirectUrl) ? undefined : dispatch(leaveWithFlashes(redirectUrl));
      }
      dispatch(flashAdded(pageText('checkout.shippingFailed'), 'error'));
    }
  };
}

export function choosePaymentMethod(payment: PaymentMethod): AppThunk {
  return async (dispatch) => {
    dispatch(paymentMethodChosen(payment.method));
    try {
      dispatch(cashOrderNoted(await savePaymentMethod(payment)));
    } catch (error) {
      dispatch(paymentMethodChosen(null));
      dispatch(flashAdded(errorMessageOf(error, pageText('checkout.paymentFailed')), 'error'));
    }
  };
}

/**
 * Asks the courier to price the parcel for the chosen address and shipping method (the method's
 * delivery type as the server gave it), then reads the cart again: the server keeps the price as
 * the cart's shipping charge, and the summary shows the server's amounts. Needs the address's
 * courier city and zone; without them nothing is asked.
 */
export function priceDelivery(): AppThunk {
  return async (dispatch, getState) => {
    const { address, shippingMethod, shippingMethods, cart } = getState().checkout!;
    const method = shippingMethods.find((m) => m.code === shippingMethod);
    if (!address?.city_id || !address.zone_id || !method || !cart) return;
    try {
      const names = await courierNames(address.city_id, address.zone_id);
      await quoteDeliveryPrice({
        cityId: address.city_id,
        cityName: names.cityName,
        zoneId: address.zone_id,
        zoneName: names.zoneName,
        deliveryType: method.delivery_type,
        cart,
      });
      // A newer address or method asked again meanwhile: its own answer brings the cart.
      const now = getState().checkout!;
      if (now.address !== address || now.shippingMethod !== shippingMethod) return;
      await dispatch(refreshCart());
    } catch (error) {
      dispatch(flashAdded(errorMessageOf(error, pageText('checkout.priceFailed')), 'warning'));
    }
  };
}
