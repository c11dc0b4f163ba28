import { formatPrice } from '../../shared/format/price';
import { useAppDispatch, useAppSelector, useShop } from '../../shared/store/hooks';
import { CouponForm } from './CouponForm';
import { selectCheckout, selectOrderTotal, selectShippingAmount } from './checkoutSlice';
import { placeOrder } from './orderThunks';

/** Items, coupon, discount, shipping charge, total (sub_total + shipping - discount) and Order Place. */
export function OrderSummary() {
  const dispatch = useAppDispatch();
  const { currency, locale } = useShop();
  const { cart, placing, shippingMethod } = useAppSelector(selectCheckout);
  const shipping = useAppSelector(selectShippingAmount);
  const total = useAppSelector(selectOrderTotal);
  if (!cart) return null;
  const price = (amount: number) => formatPrice(amount, currency, locale);

  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <ul className="summary-items">
        {cart.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.name} <small>× {item.quantity}</small>
            </span>
            <span>{item.formatted_total}</span>
          </li>
        ))}
      </ul>
      <CouponForm />
      <dl className="summary-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{price(cart.sub_total)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{cart.discount_amount > 0 ? `− ${price(cart.discount_amount)}` : price(0)}</dd>
        </div>
        <div>
          <dt>Shipping Charge</dt>
          {/* Not known until a shipping method is chosen: a dash, never a free-looking ৳ 0. */}
          <dd>{shippingMethod ? price(shipping) : '—'}</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{price(total)}</dd>
        </div>
      </dl>
      <button type="button" className="button order-place" disabled={placing} aria-busy={placing} onClick={() => void dispatch(placeOrder())}>
        Order Place
      </button>
    </aside>
  );
}
