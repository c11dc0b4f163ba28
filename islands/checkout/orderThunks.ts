import { applyCouponCode, removeCouponCode, type CartChange } from '../../shared/api/cart';
import { submitOrder } from '../../shared/api/checkout';
import type { PlacedOrder } from '../../shared/api/checkoutContract';
import { errorMessageOf, isAxiosError, messageOf, statusOf } from '../../shared/api/envelope';
import { refreshCounters } from '../../shared/counters/refreshCounters';
import { pageText } from '../../shared/i18n/pageI18n';
import { flashAdded } from '../../shared/store/flashSlice';
import { selectShop } from '../../shared/store/shopSlice';
import type { AppThunk } from '../../shared/store/store';
import { trackOrder } from '../../shared/tracking/track';
import { navigate } from '../../shared/ui/navigate';
import { refreshCart } from './checkoutThunks';
import {
  cartChanged,
  codeAskedFor,
  couponRequested,
  couponSettled,
  orderFailed,
  orderRequested,
} from './checkoutSlice';

/** A coupon answer: its cart shown (or the cart read again when it carries none), its message flashed. */
function showCouponChange({ message, cart }: CartChange): AppThunk {
  return async (dispatch) => {
    if (cart) dispatch(cartChanged(cart));
    else await dispatch(refreshCart());
    if (message) dispatch(flashAdded(message, 'success'));
  };
}

/** Applies a coupon code. Resolves true when the code was applied. */
export function applyCoupon(code: string): AppThunk<boolean> {
  return async (dispatch) => {
    const trimmed = code.trim();
    if (!trimmed) {
      dispatch(flashAdded(pageText('checkout.couponEmpty'), 'warning'));
      return false;
    }
    dispatch(couponRequested());
    try {
      await dispatch(showCouponChange(await applyCouponCode(trimmed)));
      return true;
    } catch (error) {
      const status = statusOf(error);
      const refused = status === 400 || status === 422;
      dispatch(flashAdded(errorMessageOf(error, pageText('checkout.couponFailed')), refused ? 'warning' : 'error'));
      return false;
    } finally {
      dispatch(couponSettled());
    }
  };
}

export function removeCoupon(): AppThunk {
  return async (dispatch) => {
    dispatch(couponRequested());
    try {
      await dispatch(showCouponChange(await removeCouponCode()));
    } catch (error) {
      console.error('[haat] could not remove the coupon', error);
      dispatch(flashAdded(pageText('checkout.couponRemoveFailed'), 'error'));
    } finally {
      dispatch(couponSettled());
    }
  };
}

/** Whether the order call asked for the code sent by SMS to a cash order's phone (sent, wrong, or to wait). */
const codeRequired = (error: unknown): boolean =>
  isAxiosError(error) && (error.response?.data as { code_required?: unknown } | undefined)?.code_required === true;

/**
 * Places the order. A placed order sends OrderPlace (hashed name, phone, and the address's email
 * or else the customer's) and goes to its redirect_url: the payment page or the success page.
 * A cash order that asks a code is answered "code sent" first: the code field shows, and Order
 * Place again sends the code typed (`code`); without one it asks for a new code.
 */
export function placeOrder(code?: string): AppThunk {
  return async (dispatch, getState) => {
    const checkout = getState().checkout!;
    const { address, addressId, shippingMethod, paymentMethod, cart, customerEmail } = checkout;
    if (!address || !shippingMethod || !paymentMethod) {
      dispatch(flashAdded(pageText('checkout.incomplete'), 'warning'));
      return;
    }
    if (checkout.placing) return;
    dispatch(orderRequested());
    // The order's value as the server totalled the cart the shopper saw.
    const value = cart?.grand_total ?? 0;
    let placed: PlacedOrder;
    try {
      // The same choices for the same cart name the same order: a retry after a lost answer places nothing new.
      const key = ['checkout', cart?.id, addressId ?? 'new', shippingMethod, paymentMethod].join('-');
      placed = await submitOrder(
        {
          address: { address_id: addressId, ...address },
          shipping_method: shippingMethod,
          payment_method: paymentMethod,
          ...(code ? { confirm_code: code } : {}),
        },
        key,
      );
    } catch (error) {
      if (codeRequired(error)) {
        // A code just sent is news; a wrong, expired or refused one is an error to fix.
        const sent = !code && statusOf(error) === 422;
        dispatch(codeAskedFor({ message: errorMessageOf(error, pageText('checkout.orderFailed')), error: !sent }));
        return;
      }
      dispatch(orderFailed());
      dispatch(flashAdded(errorMessageOf(error, pageText('checkout.orderFailed')), 'error'));
      return;
    }
    if (!placed.success || !placed.redirect_url) {
      dispatch(orderFailed());
      dispatch(flashAdded(messageOf(placed) ?? pageText('checkout.orderRefused'), 'error'));
      return;
    }
    // The order is placed: tracking and counters may fail, the shopper still goes on. OrderPlace follows a confirmed
    // order only: one waiting for its payment at a gateway is not one yet.
    if (!placed.awaiting_payment) {
      const name = `${address.first_name} ${address.last_name}`;
      try {
        const email = address.email || customerEmail;
        await trackOrder(selectShop(getState()).pixelId, {
          name,
          phone: address.phone,
          email,
          value,
          orderId: placed.order?.increment_id,
        });
      } catch (error) {
        console.error('[haat] OrderPlace was not sent', error);
      }
    }
    await dispatch(refreshCounters(['cart']));
    navigate(placed.redirect_url);
  };
}
