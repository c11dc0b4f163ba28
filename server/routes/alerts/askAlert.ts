import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ruleText } from '../../../shared/validation/messages';
import type { FieldMessage } from '../../../shared/validation/shopText';
import type { AlertAsk } from '../../../shared/api/alertsContract';
import { askAlert, customerNumber } from '../../alerts/requests';
import { spendCodeBudgets } from '../../customer/codeBudgets';
import { serverText, waitFor } from '../../lib/serverText';
import { HttpError } from '../../plugins/errors';
import { smsNumber } from '../../sms/phone';
import { idSchema } from '../schemaParts';

export type AlertBody = AlertAsk;

/** A request's fields, for the call and the form alike. */
export const alertProperties = {
  kind: { type: 'string', enum: ['stock', 'price'] },
  product_id: idSchema,
  variant_id: idSchema,
  phone: { type: 'string', maxLength: 40 },
} as const;

export const ALERT_ASK_TEXTS = {
  stock: (phone: string) => serverText('server.alertStockAsked', { phone }),
  price: (phone: string) => serverText('server.alertPriceAsked', { phone }),
  already: (phone: string) => serverText('server.alertAlready', { phone }),
  noMobile: serverText('server.alertNoMobile'),
  budget: (seconds: number) => serverText('server.alertBudget', { wait: waitFor(seconds) }),
};

function refused(status: number, text: FieldMessage, field?: string): never {
  throw new HttpError(status, text, field ? { [field]: [text] } : undefined, { success: false });
}

/**
 * "Notify me" or "Tell me when the price drops" for the shopper: a signed-in customer's account
 * number, a guest's typed one (a Bangladeshi mobile number, else 422 and nothing saved). A new
 * request spends the SMS budgets (codeBudgets.ts: 429 with Retry-After and the wait); asking again
 * is the same request and costs nothing. Answers the message for the shopper.
 */
export async function askFromRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: AlertBody,
): Promise<FieldMessage> {
  const customerId = request.session.get('customerId') ?? null;
  const number = customerId ? await customerNumber(app.db, customerId) : smsNumber(body.phone ?? '');
  if (!number) {
    if (customerId) refused(422, ALERT_ASK_TEXTS.noMobile);
    refused(422, ruleText('mobile', 'forms.fieldMobile'), 'phone');
  }
  const charge = async () => {
    const over = await spendCodeBudgets(app.limits, number, request.ip, app.sms.settings.codesPerHour, 'sms-alert');
    if (!over) return;
    reply.header('retry-after', String(over.wait));
    refused(429, ALERT_ASK_TEXTS.budget(over.wait));
  };
  const item = { productId: body.product_id, variantId: body.variant_id ?? 0 };
  const ask = { kind: body.kind, item, phone: number, customerId, language: request.language };
  const phone = `0${number.slice(3)}`;
  const created = await askAlert(app.db, ask, charge);
  return created ? ALERT_ASK_TEXTS[body.kind](phone) : ALERT_ASK_TEXTS.already(phone);
}
