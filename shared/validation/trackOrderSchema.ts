import { object, string, type InferType } from 'yup';
import { MESSAGES, ruleMessage } from './messages';
import { bdMobile } from './phone';

/** Order numbers as the shop writes them: HT- and six or more digits (HT-100001). */
export const ORDER_NUMBER = /^HT-\d{6,12}$/;
export const ORDER_NUMBER_MESSAGE = ruleMessage('forms.orderNumber');

/** The number as typed: '#HT-100001', 'ht-100001', 'ht 100001' or '100001' all mean HT-100001. */
export function toOrderNumber(value: string): string {
  const compact = value.trim().replace(/^#/, '').replace(/\s+/g, '').toUpperCase();
  if (/^\d+$/.test(compact)) return `HT-${compact}`;
  return compact.replace(/^HT(\d)/, 'HT-$1');
}

/**
 * The track-order form (GET /api/orders/track): the order number and the phone number given at
 * checkout or on the account (01XXXXXXXXX; +880 forms accepted). Shared with the server.
 */
export const trackOrderSchema = object({
  increment_id: string()
    .label('forms.fieldOrderNumber')
    .transform((value: unknown) => (typeof value === 'string' ? toOrderNumber(value) : value))
    .required(MESSAGES.required)
    .matches(ORDER_NUMBER, ORDER_NUMBER_MESSAGE),
  phone: bdMobile('forms.fieldPhone'),
});

export type TrackOrderQuery = InferType<typeof trackOrderSchema>;
