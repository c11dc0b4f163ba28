import { useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectCheckout } from './checkoutSlice';
import { placeOrder } from './orderThunks';

/** What the chosen cash payment asks before Order Place: a code by SMS to the delivery phone, or an advance. */
export function CashOrderNote() {
  const t = useT();
  const { cashOrder, paymentMethod } = useAppSelector(selectCheckout);
  if (!cashOrder || paymentMethod !== 'cashondelivery') return null;
  return (
    <p id="cash-order-note" className="checkout-hint cash-order-note">
      {cashOrder.ask === 'code'
        ? t('checkout.cashCodeNote', { phone: cashOrder.phone })
        : t('checkout.cashAdvanceNote', { advance: cashOrder.formatted_advance, due: cashOrder.formatted_due })}
    </p>
  );
}

/**
 * The code sent by SMS to a cash order's phone, asked once Order Place sent it: a form whose submit places the order
 * with the code. The field takes the focus when asked (its message is its description, so it is read with it), and
 * the browser may fill it from the SMS (one-time-code); a new code can be asked.
 */
export function CashCodeForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { codeAsked, placing } = useAppSelector(selectCheckout);
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (codeAsked) field.current?.focus();
  }, [codeAsked]);
  if (!codeAsked) return null;
  return (
    <form
      className="cash-code-form"
      aria-labelledby="cash-code-label"
      onSubmit={(event) => {
        event.preventDefault();
        void dispatch(placeOrder(code.trim()));
      }}
    >
      <label id="cash-code-label" htmlFor="cash-code">
        {t('checkout.codeLabel')}
      </label>
      <input
        ref={field}
        id="cash-code"
        name="confirm_code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={codeAsked.error}
        aria-describedby="cash-code-message"
      />
      <p id="cash-code-message" className={codeAsked.error ? 'field-error' : 'checkout-hint'} role="alert">
        {codeAsked.message}
      </p>
      <button type="submit" className="button order-place" disabled={placing} aria-busy={placing}>
        {t('checkout.placeOrder')}
      </button>
      <button type="button" className="button secondary" disabled={placing} onClick={() => void dispatch(placeOrder())}>
        {t('checkout.newCode')}
      </button>
    </form>
  );
}
