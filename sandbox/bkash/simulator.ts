import formbody from '@fastify/formbody';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { shopperPage } from './page';
import {
  amountInPoisha,
  BKASH_ERRORS,
  bkashTime,
  newPaymentId,
  newTrxId,
  paymentAnswer,
  takaText,
  type BkashError,
  type SimulatedPayment,
} from './payments';
import { BKASH_SANDBOX_CREDENTIALS } from './wallets';

export interface BkashSimulatorOptions {
  credentials?: typeof BKASH_SANDBOX_CREDENTIALS;
  /** Seconds an id_token lives (bKash: 3600). */
  tokenLifetime?: number;
  /** How long execute holds the answer it loses (the wallet 01619777283) before answering anyway. */
  lostAnswerMs?: number;
}

type Body = Record<string, unknown>;
const refuse = (reply: FastifyReply, error: BkashError) => {
  const [statusCode, statusMessage] = BKASH_ERRORS[error];
  return reply.send({ statusCode, statusMessage });
};

/**
 * bKash's tokenized checkout (v1.2.0-beta) under /tokenized/checkout: grant and refresh a token, create a
 * payment (mode 0011), the shopper's page, execute, the status query and refund. Errors answer HTTP 200
 * with bKash's statusCode and statusMessage; a missing or unknown token answers 401 as bKash's gateway does.
 */
export function bkashSimulator({
  credentials = BKASH_SANDBOX_CREDENTIALS,
  tokenLifetime = 3600,
  lostAnswerMs = 60_000,
}: BkashSimulatorOptions = {}): FastifyPluginAsync {
  return async (app) => {
    await app.register(formbody);
    const tokens = new Map<string, number>();
    const refreshTokens = new Set<string>();
    const payments = new Map<string, SimulatedPayment>();
    // A held answer ends when the sandbox closes (its connection is closed then anyway).
    const closing = new AbortController();
    app.addHook('onClose', async () => closing.abort());

    function issue() {
      const idToken = randomBytes(24).toString('base64url');
      const refreshToken = randomBytes(24).toString('base64url');
      tokens.set(idToken, Date.now() + tokenLifetime * 1000);
      refreshTokens.add(refreshToken);
      const [statusCode, statusMessage] = ['0000', 'Successful'];
      return {
        statusCode,
        statusMessage,
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: tokenLifetime,
        refresh_token: refreshToken,
      };
    }
    const appKeyFits = (body: Body) => body.app_key === credentials.appKey && body.app_secret === credentials.appSecret;

    const api = '/tokenized/checkout';
    app.post(`${api}/token/grant`, async (request, reply) => {
      const body = (request.body ?? {}) as Body;
      const { username, password } = request.headers;
      if (username !== credentials.username || password !== credentials.password)
        return refuse(reply, 'badCredentials');
      if (!appKeyFits(body)) return refuse(reply, 'invalidAppKey');
      return issue();
    });
    app.post(`${api}/token/refresh`, async (request, reply) => {
      const body = (request.body ?? {}) as Body;
      const { username, password } = request.headers;
      if (username !== credentials.username || password !== credentials.password)
        return refuse(reply, 'badCredentials');
      if (!appKeyFits(body)) return refuse(reply, 'invalidAppKey');
      if (typeof body.refresh_token !== 'string' || !refreshTokens.delete(body.refresh_token))
        return reply.code(401).send({ message: 'Unauthorized' });
      return issue();
    });

    /** Every call but the token's: a live id_token in Authorization and the app key in X-APP-Key. */
    const authorised = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.headers.authorization ?? '';
      if ((tokens.get(token) ?? 0) <= Date.now()) return reply.code(401).send({ message: 'Unauthorized' });
      if (request.headers['x-app-key'] !== credentials.appKey) return refuse(reply, 'invalidAppKey');
    };
    const paymentOf = (body: unknown) => payments.get(String((body as Body | null)?.paymentID ?? ''));

    app.post(`${api}/create`, { preHandler: authorised }, async (request, reply) => {
      const body = (request.body ?? {}) as Body;
      const required = [
        'mode',
        'payerReference',
        'callbackURL',
        'amount',
        'currency',
        'intent',
        'merchantInvoiceNumber',
      ];
      if (required.some((name) => typeof body[name] !== 'string' || body[name] === ''))
        return refuse(reply, 'missingField');
      if (body.mode !== '0011') return refuse(reply, 'invalidMode');
      const poisha = amountInPoisha(body.amount);
      if (!(poisha > 0)) return refuse(reply, 'invalidAmount');
      if (body.currency !== 'BDT') return refuse(reply, 'invalidCurrency');
      if (body.intent !== 'sale') return refuse(reply, 'invalidIntent');
      const payment: SimulatedPayment = {
        paymentID: newPaymentId(),
        amount: body.amount as string,
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: body.merchantInvoiceNumber as string,
        payerReference: body.payerReference as string,
        callbackURL: body.callbackURL as string,
        paymentCreateTime: bkashTime(),
        transactionStatus: 'Initiated',
        refunded: 0,
      };
      payments.set(payment.paymentID, payment);
      const back = (status: string) => `${payment.callbackURL}?paymentID=${payment.paymentID}&status=${status}`;
      const origin = `${request.protocol}://${request.host}`;
      return {
        paymentID: payment.paymentID,
        bkashURL: `${origin}${app.prefix}/checkout?paymentId=${payment.paymentID}`,
        callbackURL: payment.callbackURL,
        successCallbackURL: back('success'),
        failureCallbackURL: back('failure'),
        cancelledCallbackURL: back('cancel'),
        amount: payment.amount,
        intent: payment.intent,
        currency: payment.currency,
        paymentCreateTime: payment.paymentCreateTime,
        transactionStatus: payment.transactionStatus,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    });

    shopperPage(app, payments);

    app.post(`${api}/execute`, { preHandler: authorised }, async (request, reply) => {
      const payment = paymentOf(request.body);
      if (!payment) return refuse(reply, 'invalidPaymentId');
      if (payment.transactionStatus === 'Completed') return refuse(reply, 'alreadyCompleted');
      if (payment.transactionStatus !== 'Authorized' || !payment.wallet) return refuse(reply, 'invalidPaymentState');
      if (payment.wallet.behaviour === 'insufficientBalance') {
        payment.transactionStatus = 'Failed';
        return refuse(reply, 'insufficientBalance');
      }
      payment.transactionStatus = 'Completed';
      payment.trxID = newTrxId();
      const answer = { ...paymentAnswer(payment), paymentExecuteTime: bkashTime() };
      if (payment.wallet.behaviour === 'executeAnswerLost')
        await sleep(lostAnswerMs, null, { signal: closing.signal }).catch(() => null);
      return answer;
    });

    app.post(`${api}/payment/status`, { preHandler: authorised }, async (request, reply) => {
      const payment = paymentOf(request.body);
      return payment ? paymentAnswer(payment) : refuse(reply, 'invalidPaymentId');
    });

    app.post(`${api}/payment/refund`, { preHandler: authorised }, async (request, reply) => {
      const body = (request.body ?? {}) as Body;
      const payment = paymentOf(body);
      if (!payment) return refuse(reply, 'invalidPaymentId');
      if (typeof body.amount !== 'string' || typeof body.trxID !== 'string' || typeof body.reason !== 'string')
        return refuse(reply, 'missingField');
      if (payment.transactionStatus !== 'Completed' || payment.trxID !== body.trxID)
        return refuse(reply, 'noSuchTransaction');
      const poisha = amountInPoisha(body.amount);
      if (!(poisha > 0)) return refuse(reply, 'invalidAmount');
      if (payment.refunded + poisha > amountInPoisha(payment.amount)) return refuse(reply, 'refundTooLarge');
      payment.refunded += poisha;
      return {
        completedTime: bkashTime(),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID: newTrxId(),
        amount: takaText(poisha),
        currency: 'BDT',
        charge: '0.00',
        statusCode: '0000',
        statusMessage: 'Successful',
      };
    });
  };
}
