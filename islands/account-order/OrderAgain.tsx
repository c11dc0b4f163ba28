import { useState } from 'react';
import { errorMessageOf } from '../../shared/api/envelope';
import { reorder } from '../../shared/api/orders';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { navigate } from '../../shared/ui/navigate';
import { safeReturnPath } from '../../shared/validation/returnPath';

const CART_URL = '/checkout/cart';

/**
 * Order Again (POST /api/customer/orders/{id}/reorder): the server puts the order's lines that are
 * still sold back into the cart at today's prices, and the browser goes to the cart, which says
 * what could not be added. When nothing can, the server's words are flashed here.
 */
export function OrderAgain({ orderId }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [busy, setBusy] = useState(false);

  const orderAgain = async () => {
    setBusy(true);
    try {
      const { redirect } = await reorder(orderId);
      navigate(safeReturnPath(redirect) ?? CART_URL);
    } catch (error) {
      dispatch(flashAdded(errorMessageOf(error, t('account-order.reorderFailed')), 'error'));
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button" onClick={orderAgain} disabled={busy}>
      {busy ? t('account-order.addingToCart') : t('account-order.orderAgain')}
    </button>
  );
}
