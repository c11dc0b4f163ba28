import { useState } from 'react';
import type { AlertKind, SoldOut } from '../../shared/api/alertsContract';
import { ALERT_FORM } from '../../shared/forms/formActions';
import { PostForm } from '../../shared/forms/PostForm';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useShop } from '../../shared/store/hooks';

interface Target {
  productId: number;
  variantId: number | null;
}

/**
 * "Notify me" (the product or the chosen variant is out of stock, as the Add To Cart button says) and
 * "Tell me when the price drops" (always): forms posting to the server, which paints them whole; loaded after the
 * page's own code.
 * A guest types the mobile number the one SMS goes to; a customer's goes to the account's number.
 */
export default function ProductAlerts({ soldOut, ...target }: Target & { soldOut?: SoldOut }) {
  const out = soldOut && (soldOut.product || soldOut.variants.includes(target.variantId ?? 0));
  return (
    <div className="product-alerts">
      {out && <AlertForm kind="stock" {...target} />}
      <AlertForm kind="price" {...target} />
    </div>
  );
}

function AlertForm({ kind, productId, variantId }: Target & { kind: AlertKind }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { isCustomer } = useShop();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = `alert-${kind}`;

  async function send() {
    setSending(true);
    try {
      // The call's code comes on the first tap: most visits ask for no alert.
      const { sendAlert } = await import('./alertActions');
      const ask = { kind, product_id: productId, ...(variantId ? { variant_id: variantId } : {}) };
      setError(await dispatch(sendAlert(isCustomer ? ask : { ...ask, phone })));
    } finally {
      setSending(false);
    }
  }

  return (
    <PostForm action={ALERT_FORM} onSubmit={() => void send()} className="alert-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="product_id" value={productId} />
      {variantId !== null && <input type="hidden" name="variant_id" value={variantId} />}
      <p className="alert-lead" id={`${id}-lead`}>
        {t(kind === 'stock' ? 'product.alertStockLead' : 'product.alertPriceLead')}
        {isCustomer && ` ${t('product.alertOwnNumber')}`}
      </p>
      <div className="alert-row">
        {!isCustomer && (
          <span className="form-field">
            <label htmlFor={`${id}-phone`}>{t('product.alertPhone')}</label>
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-lead`}
            />
          </span>
        )}
        <button type="submit" className="button secondary" disabled={sending} aria-busy={sending}>
          {sending
            ? t('product.alertSending')
            : t(kind === 'stock' ? 'product.alertNotifyMe' : 'product.alertPriceDrop')}
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </PostForm>
  );
}
