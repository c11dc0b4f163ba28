import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { choosePaymentMethod, chooseShippingMethod } from './checkoutThunks';
import { selectCheckout } from './checkoutSlice';

/**
 * Express / Regular; choosing one saves it and brings the payment methods. The delivery price
 * depends on the address, so the methods wait for one (the server would refuse them anyway).
 */
export function ShippingMethods() {
  const dispatch = useAppDispatch();
  const t = useT();
  const { shippingMethods: methods, shippingMethod, address } = useAppSelector(selectCheckout);
  return (
    <section className="checkout-step" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title">{t('checkout.shippingTitle')}</h2>
      {!address && (
        <p id="checkout-shipping-hint" className="checkout-hint checkout-hint-first">
          {t('checkout.chooseAddressFirst')}
        </p>
      )}
      <fieldset
        className="method-choices"
        disabled={!address}
        aria-describedby={address ? undefined : 'checkout-shipping-hint'}
      >
        <legend className="visually-hidden">{t('checkout.shippingTitle')}</legend>
        {methods.map((method) => (
          <label key={method.code} className={`method-choice${method.code === shippingMethod ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="shipping-method"
              checked={method.code === shippingMethod}
              onChange={() => void dispatch(chooseShippingMethod(method.code))}
            />
            <span>
              <strong>{method.title}</strong>
              {method.description && <span className="method-text">{method.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** The payment methods appear only once a shipping method is saved; choosing one saves it. */
export function PaymentMethods() {
  const dispatch = useAppDispatch();
  const t = useT();
  const { shippingMethod, paymentMethods, paymentMethod } = useAppSelector(selectCheckout);
  if (!shippingMethod || paymentMethods.length === 0) return null;
  return (
    <section className="checkout-step" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('checkout.paymentTitle')}</h2>
      <fieldset className="method-choices">
        <legend className="visually-hidden">{t('checkout.paymentTitle')}</legend>
        {paymentMethods.map((payment) => (
          <label key={payment.method} className={`method-choice${payment.method === paymentMethod ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="payment-method"
              checked={payment.method === paymentMethod}
              onChange={() => void dispatch(choosePaymentMethod(payment))}
            />
            <span>
              <strong>{payment.method_title}</strong>
              {payment.description && <span className="method-text">{payment.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
