import { useRef, useState, type FormEvent } from 'react';
import { returnReasonText } from '../../shared/account/returnText';
import { errorMessageOf, statusOf } from '../../shared/api/envelope';
import { askReturn } from '../../shared/api/returns';
import { RETURN_LIMITS, RETURN_REASONS, type OrderReturns } from '../../shared/api/returnsContract';
import { returnForm } from '../../shared/forms/formActions';
import { FormToken } from '../../shared/forms/PostForm';
import { useT } from '../../shared/i18n/useT';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';

interface Props {
  orderId: number;
  returns: OrderReturns;
  /** The order's returns as the server has them once this one is asked. */
  onAsked: (returns: OrderReturns) => void;
}

/**
 * Asking to return lines: how many of each (up to what is left), a reason from the shop's list, a cash order's bKash
 * number, up to four photos. A multipart form the browser sends itself before and without script (the server answers
 * with the order page and a flash); once hydrated the island sends the same fields as a call and shows the answer.
 */
export function ReturnForm({ orderId, returns, onAsked }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem('');
    try {
      const answer = await askReturn(orderId, new FormData(form.current!));
      dispatch(flashAdded(answer.message, 'success'));
      form.current?.reset();
      onAsked(answer.returns);
    } catch (error) {
      console.error('[haat] could not ask for the return', error);
      const message = errorMessageOf(error, t('common.errorOccurred'));
      setProblem(message);
      dispatch(flashAdded(message, (statusOf(error) ?? 500) < 500 ? 'warning' : 'error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <details className="order-return-ask">
      <summary className="button secondary">{t('account-order.returnAsk')}</summary>
      <form
        ref={form}
        method="post"
        action={returnForm(orderId)}
        encType="multipart/form-data"
        onSubmit={send}
        className="order-return-form"
      >
        <FormToken />
        <fieldset>
          <legend>{t('account-order.returnWhich')}</legend>
          {returns.returnable.map((line) => (
            <label key={line.item_id} className="form-field">
              <span>{line.name}</span>
              <select name={`qty_${line.item_id}`} defaultValue="0">
                {Array.from({ length: line.qty_left + 1 }, (_, qty) => (
                  <option key={qty} value={qty}>
                    {qty}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <label className="form-field">
          <span>{t('account-order.returnReason')}</span>
          <select name="reason" required defaultValue="">
            <option value="">{t('account-order.returnChooseReason')}</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {returnReasonText(t, reason)}
              </option>
            ))}
          </select>
        </label>
        {returns.needs_refund_to && (
          <>
            <label className="form-field">
              <span>{t('account-order.returnRefundTo')}</span>
              <input
                name="refund_to"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                required
                aria-describedby="refund-to-hint"
              />
            </label>
            <small id="refund-to-hint">{t('account-order.returnRefundHint')}</small>
          </>
        )}
        <label>
          <span>{t('account-order.returnPhotos', { max: RETURN_LIMITS.photos })}</span>
          <input name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple />
        </label>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('account-order.returnSending') : t('account-order.returnSend')}
        </button>
      </form>
    </details>
  );
}
