import { LinePrice } from '../../shared/cart/LinePrice';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { CashCodeForm, CashOrderNote } from './CashOrderStep';
import { CouponForm } from './CouponForm';
import { selectCheckout } from './checkoutSlice';
import { placeOrder } from './orderThunks';

/**
 * Items (each with its unit price), coupon, discount, shipping charge, total and Order Place. Every
 * amount is the server's, formatted by the server: the browser adds nothing up.
 */
export function OrderSummary() {
  const dispatch = useAppDispatch();
  const t = useT();
  const { cart, placing, shippingMethod, codeAsked } = useAppSelector(selectCheckout);
  if (!cart) return null;

  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('checkout.summaryTitle')}</h2>
      <ul className="summary-items">
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.name} <small>{t('checkout.itemQuantity', { count: item.quantity })}</small>
            </span>
            <span>{item.formatted_total}</span>
            <LinePrice item={item} />
          </li>
        ))}
      </ul>
      <CouponForm />
      <dl className="summary-totals">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{cart.formatted_sub_total}</dd>
        </div>
        <div>
          <dt>{t('checkout.discount')}</dt>
          <dd>{cart.discount_amount > 0 ? `− ${cart.formatted_discount_amount}` : cart.formatted_discount_amount}</dd>
        </div>
        <div>
          <dt>{t('checkout.shippingCharge')}</dt>
          {/* Not known until a shipping method is chosen: a dash, never a free-looking ৳ 0. */}
          <dd>{shippingMethod ? cart.formatted_shipping_amount : '—'}</dd>
        </div>
        <div className="summary-total">
          <dt>{t('checkout.total')}</dt>
          <dd>{cart.formatted_grand_total}</dd>
        </div>
      </dl>
      <CashOrderNote />
      {codeAsked ? (
        <CashCodeForm />
      ) : (
        <button
          type="button"
          className="button order-place"
          disabled={placing}
          aria-busy={placing}
          onClick={() => void dispatch(placeOrder())}
        >
          {t('checkout.placeOrder')}
        </button>
      )}
    </aside>
  );
}
