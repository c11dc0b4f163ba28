import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkFormTexts } from '../../../shared/validation/fieldErrors';
import { ruleText } from '../../../shared/validation/messages';
import { codeSignInSchema, sendCodeSchema } from '../../../shared/validation/codeSignInSchema';
import type { FieldMessage } from '../../../shared/validation/shopText';
import { spendCodeBudgets } from '../../customer/codeBudgets';
import { findByPhone, registerByCode } from '../../customer/customers';
import { addressMissWait, recordAddressMiss } from '../../customer/loginThrottle';
import { checkCode, codeLockedFor, issueCode, spendCode } from '../../customer/signInCode';
import { serverText, waitFor } from '../../lib/serverText';
import { HttpError } from '../../plugins/errors';
import { smsNumber } from '../../sms/phone';
import { SmsFailed } from '../../sms/sms';
import { firstMessage, startSession } from './auth';

export const CODE_TEXTS = {
  sent: (phone: string) => serverText('server.codeSent', { phone }),
  wrong: (left: number) => serverText('server.codeWrong', { left }),
  expired: serverText('server.codeExpired'),
  locked: (seconds: number) => serverText('server.codeLocked', { wait: waitFor(seconds) }),
  tooSoon: (seconds: number) => serverText('server.codeTooSoon', { wait: waitFor(seconds) }),
  budget: (seconds: number) => serverText('server.codeBudget', { wait: waitFor(seconds) }),
  nameNeeded: serverText('server.codeNameNeeded'),
  notSent: serverText('server.codeNotSent'),
  registered: (name: string) => serverText('server.codeRegistered', { name }),
};

export interface SendCodeBody {
  phone?: string;
}
export interface CodeSignInBody {
  phone?: string;
  code?: string;
  name?: string;
  returnTo?: string;
}

/** No gateway took the SMS (or none is configured): a 503 the route writes (the errors plugin hides 5xx texts). */
export class CodeNotSent extends Error {
  readonly text = CODE_TEXTS.notSent;
}

function refuse(reply: FastifyReply, wait: number, text: FieldMessage): never {
  reply.header('retry-after', String(wait));
  throw new HttpError(429, text, undefined, { success: false });
}

async function checked<T extends object>(schema: Parameters<typeof checkFormTexts>[0], body: unknown): Promise<T> {
  const result = await checkFormTexts(schema, body ?? {});
  if (!result.ok) throw new HttpError(422, firstMessage(result.errors), result.errors, { success: false });
  return result.value as T;
}

/**
 * "Send code": a six-digit code by SMS to a Bangladeshi mobile number, in the shopper's language.
 * Anything else is refused before any budget of a number is spent or any SMS sent; then the
 * budgets (codeBudgets.ts) and a number locked by wrong codes refuse with a 429 and the wait.
 * Answers the number in its local form, for the message and the next step.
 */
export async function sendCode(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const typed = (request.body as SendCodeBody | undefined)?.phone ?? '';
  const number = smsNumber(typed);
  const { codesPerHour } = app.sms.settings;
  if (!number) {
    // No SMS, and no number's budget spent; the address pays for the request all the same.
    const over = await spendCodeBudgets(app.limits, null, request.ip, codesPerHour);
    if (over) refuse(reply, over.wait, CODE_TEXTS.budget(over.wait));
    await checked(sendCodeSchema, { phone: typed });
    const text = ruleText('mobile', 'forms.fieldMobile');
    throw new HttpError(422, text, { phone: [text] }, { success: false });
  }
  const phone = `0${number.slice(3)}`;
  const locked = await codeLockedFor(app.db, number);
  if (locked > 0) refuse(reply, locked, CODE_TEXTS.locked(locked));
  const spent = await spendCodeBudgets(app.limits, number, request.ip, codesPerHour);
  if (spent) refuse(reply, spent.wait, (spent.budget === 'gap' ? CODE_TEXTS.tooSoon : CODE_TEXTS.budget)(spent.wait));
  if (!app.sms.sender) throw new CodeNotSent();
  const code = await issueCode(app.db, number);
  try {
    const text = app.texts.t(request.language, 'server.smsCode', { code });
    await app.sms.sender.send({ to: number, text, key: `sign-in-code|${number}|${Date.now()}` });
  } catch (error) {
    if (!(error instanceof SmsFailed)) throw error;
    request.log.warn({ err: error }, 'sign-in code not sent');
    throw new CodeNotSent();
  }
  return phone;
}

/** What a right code did: signed in (where to go next), or a new number whose name is asked first. */
export type CodeOutcome = { redirect: string; registered: string | null } | { askName: true };

/**
 * Signs in with the code sent to the number: a known number is its customer; a new one opens an
 * account with the name given, or asks for it (the code stays good, the try is not counted).
 * Wrong codes count against the number (five lock it) and against the address, as wrong passwords do.
 */
export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CodeOutcome> {
  const body = (request.body ?? {}) as CodeSignInBody;
  const form = await checked<{ phone: string; code: string; name?: string }>(codeSignInSchema, body);
  const number = smsNumber(form.phone)!;
  const addressWait = await addressMissWait(app.limits, request.ip);
  if (addressWait > 0) refuse(reply, addressWait, CODE_TEXTS.locked(addressWait));
  const check = await checkCode(app.db, number, form.code);
  if (!check.ok) {
    if (check.reason === 'locked') refuse(reply, check.wait, CODE_TEXTS.locked(check.wait));
    if (check.reason === 'expired')
      throw new HttpError(422, CODE_TEXTS.expired, { code: [CODE_TEXTS.expired] }, { success: false });
    await recordAddressMiss(app.limits, request.ip);
    const text = CODE_TEXTS.wrong(check.left);
    throw new HttpError(422, text, { code: [text] }, { success: false });
  }
  const known = await findByPhone(app.db, form.phone);
  if (!known && !form.name) return { askName: true };
  const name = String(form.name).replace(/\s+/g, ' ');
  const customerId = known?.id ?? (await registerByCode(app.db, form.phone, name));
  await spendCode(app.db, number);
  const redirect = await startSession(app, request, reply, customerId, body.returnTo);
  return { redirect, registered: known ? null : name };
}
