import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CashOrderSettings } from '../../config';
import type { CheckoutState } from '../../checkout/checkoutState';
import { spendCodeBudgets } from '../../customer/codeBudgets';
import { isConfirmed } from '../../customer/confirmedNumbers';
import { addressMissWait, recordAddressMiss } from '../../customer/loginThrottle';
import { checkCode, codeLockedFor, issueCode } from '../../customer/signInCode';
import { serverText } from '../../lib/serverText';
import { advanceAmount, cashAsks, type CashAsk } from '../../orders/cashOrders';
import type { PricedCart } from '../../cart/pricedCart';
import { withShipping } from '../../checkout/openCart';
import { toTaka } from '../../lib/money';
import type { CashOrderNote } from '../../../shared/api/checkoutContract';
import { HttpError } from '../../plugins/errors';
import { asciiDigits, smsNumber } from '../../sms/phone';
import { SmsFailed } from '../../sms/sms';
import { ruleText } from '../../../shared/validation/messages';
import { CODE_TEXTS } from '../customer/codeSignIn';

declare module 'fastify' {
  interface FastifyInstance {
    /** COD_ADVANCE and COD_CONFIRM: what a cash order asks before it is placed. */
    cashOrders: CashOrderSettings;
  }
}

export const CASH_TEXTS = {
  codeSent: (phone: string) => serverText('server.cashCodeSent', { phone }),
};

/** What the checkout's cash order asks, and of which number (8801XXXXXXXXX, the shipping address's phone). */
export interface CashCheck {
  ask: CashAsk;
  number: string | null;
  /** The number as the shopper wrote it (01XXXXXXXXX). */
  phone: string;
}

/**
 * What the checkout's cash order asks of its shipping phone, the number the courier calls (orders/cashOrders.ts):
 * weighed from whether the number confirmed a code before and whether its parcels came back. Null for an order paid
 * at a gateway, or a checkout not yet at its payment method.
 */
export async function cashCheckOf(app: FastifyInstance, state: CheckoutState): Promise<CashCheck | null> {
  if (state.paymentMethod !== 'cashondelivery' || !state.shipping) return null;
  const phone = state.shipping.phone;
  const number = smsNumber(phone);
  if (app.cashOrders.confirm === 'off')
    return { ask: cashAsks(app.cashOrders, { confirmed: true, returned: 0 }), number, phone };
  const [confirmed, history] = await Promise.all([
    number ? isConfirmed(app.db, number) : false,
    app.numberHistory(phone),
  ]);
  return { ask: cashAsks(app.cashOrders, { confirmed, returned: history.returned }), number, phone };
}

/**
 * What the checkout tells before Order Place of a cash order that asks more (the payment method's answer and the
 * checkout page's props): the code it sends to the number, or the advance and the rest due on delivery.
 */
export async function cashOrderNote(
  app: FastifyInstance,
  state: CheckoutState,
  cart: PricedCart,
  money: (poisha: number) => string,
): Promise<CashOrderNote | null> {
  const check = await cashCheckOf(app, state);
  if (!check || check.ask === 'none') return null;
  if (check.ask === 'code') return { ask: 'code', phone: check.phone };
  const priced = withShipping(cart, state.shippingAmount ?? 0);
  const advance = advanceAmount(app.cashOrders.advance!, { grandTotal: priced.grandTotal, shipping: priced.shipping });
  if (advance === 0) return null;
  return {
    ask: 'advance',
    advance: toTaka(advance),
    formatted_advance: money(advance),
    formatted_due: money(priced.grandTotal - advance),
  };
}

function refuse(reply: FastifyReply, status: number, wait: number, text: ReturnType<typeof serverText>): never {
  if (wait) reply.header('retry-after', String(wait));
  throw new HttpError(status, text, { confirm_code: [text] }, { success: false, code_required: true });
}

/** A new code by SMS to the order's number, under the sign-in codes' budgets; a 422 asks the shopper to type it. */
async function sendOrderCode(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, check: CashCheck) {
  const number = check.number!;
  const locked = await codeLockedFor(app.db, number);
  if (locked > 0) refuse(reply, 429, locked, CODE_TEXTS.locked(locked));
  const spent = await spendCodeBudgets(app.limits, number, request.ip, app.sms.settings.codesPerHour);
  if (spent)
    refuse(reply, 429, spent.wait, (spent.budget === 'gap' ? CODE_TEXTS.tooSoon : CODE_TEXTS.budget)(spent.wait));
  if (!app.sms.sender) refuse(reply, 503, 60, CODE_TEXTS.notSent);
  const code = await issueCode(app.db, number);
  try {
    const text = app.texts.t(request.language, 'server.smsCashCode', { code });
    await app.sms.sender.send({ to: number, text, key: `cash-order-code|${number}|${Date.now()}` });
  } catch (error) {
    if (!(error instanceof SmsFailed)) throw error;
    request.log.warn({ err: error }, 'cash order code not sent');
    refuse(reply, 503, 60, CODE_TEXTS.notSent);
  }
  refuse(reply, 422, 0, CASH_TEXTS.codeSent(check.phone));
}

/**
 * A cash order asked a code: without one, a code is sent to the order's number and the order call answers 422 with
 * code_required (nothing placed); with one, it is checked as a sign-in code is (five wrong tries lock the number, and
 * count against the address). Returns when the code is right; the caller spends it once the order is placed.
 */
export async function confirmCashCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  check: CashCheck,
  code: string | undefined,
): Promise<void> {
  if (!check.number) {
    const text = ruleText('mobile', 'forms.fieldMobile');
    throw new HttpError(422, text, { phone: [text] }, { success: false });
  }
  if (!code) return sendOrderCode(app, request, reply, check);
  const addressWait = await addressMissWait(app.limits, request.ip);
  if (addressWait > 0) refuse(reply, 429, addressWait, CODE_TEXTS.locked(addressWait));
  const checked = await checkCode(app.db, check.number, asciiDigits(code.trim()));
  if (checked.ok) return;
  if (checked.reason === 'locked') refuse(reply, 429, checked.wait, CODE_TEXTS.locked(checked.wait));
  if (checked.reason === 'expired') refuse(reply, 422, 0, CODE_TEXTS.expired);
  await recordAddressMiss(app.limits, request.ip);
  refuse(reply, 422, 0, CODE_TEXTS.wrong(checked.left));
}
