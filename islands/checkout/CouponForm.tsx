import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectCheckout } from './checkoutSlice';
import { applyCoupon, removeCoupon } from './orderThunks';

/** The coupon field; once applied, the code with a Remove button. */
export function CouponForm() {
  const dispatch = useAppDispatch();
  const { cart, couponPending } = useAppSelector(selectCheckout);
  const [code, setCode] = useState('');
  const applied = cart?.coupon_code;

  if (applied) {
    return (
      <div className="coupon coupon-applied">
        <span>
          Coupon <strong>{applied}</strong> applied
        </span>
        <button type="button" className="link-button" disabled={couponPending} onClick={() => void dispatch(removeCoupon())}>
          Remove
        </button>
      </div>
    );
  }
  return (
    <form
      className="coupon"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await dispatch(applyCoupon(code))) setCode('');
      }}
    >
      <label htmlFor="coupon-code" className="visually-hidden">
        Coupon code
      </label>
      <input id="coupon-code" value={code} placeholder="Coupon code" autoComplete="off" onChange={(event) => setCode(event.target.value)} />
      <button type="submit" className="button secondary" disabled={couponPending}>
        {couponPending ? 'Applying...' : 'Apply'}
      </button>
    </form>
  );
}
