import { TaggedText } from '../../shared/i18n/TaggedText';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectCheckout } from './checkoutSlice';
import { applyCoupon, removeCoupon } from './orderThunks';

/** The coupon field; once applied, the code with a Remove button. */
export function CouponForm() {
  const dispatch = useAppDispatch();
  const t = useT();
  const { cart, couponPending } = useAppSelector(selectCheckout);
  const [code, setCode] = useState('');
  const applied = cart?.coupon_code;

  if (applied) {
    return (
      <div className="coupon coupon-applied">
        <span>
          <TaggedText id="checkout.couponApplied" values={{ code: applied }} tags={{ 0: <strong /> }} />
        </span>
        <button
          type="button"
          className="link-button"
          disabled={couponPending}
          onClick={() => void dispatch(removeCoupon())}
        >
          {t('checkout.removeCoupon')}
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
        {t('checkout.couponCode')}
      </label>
      <input
        id="coupon-code"
        value={code}
        placeholder={t('checkout.couponCode')}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button secondary" disabled={couponPending}>
        {couponPending ? t('checkout.applying') : t('checkout.apply')}
      </button>
    </form>
  );
}
