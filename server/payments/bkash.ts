import {
  GatewayRefused,
  GatewayUnreachable,
  type PaymentGateway,
  type PaymentRequest,
  type RefundRequest,
  type Settlement,
} from './gateway';
import { gatewayCall, type HttpAnswer } from './gatewayHttp';

/** BKASH_* (config.payments.bkash): the tokenized checkout's base URL (…/v1.2.0-beta) and the merchant's keys. */
export interface BkashSettings {
  baseUrl: string;
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
}

export interface BkashOptions {
  /** How long an answer may take before it counts as lost (execute's is then asked of the status query). */
  timeoutMs?: number;
  now?: () => number;
}

type Answer = Record<string, string | number | undefined> & { statusCode?: string; statusMessage?: string };
interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

const taka = (poisha: number): string => (poisha / 100).toFixed(2);
/** bKash's amounts are strings of taka ("1250.50"). */
const poisha = (amount: unknown): number => Math.round(Number(amount) * 100);

/**
 * A client of bKash's tokenized checkout: a grant token kept until a minute before it expires, then
 * refreshed (granted again when refreshing fails or a call answers 401); create (mode 0011, sale, BDT),
 * execute, and the status query whenever execute's answer is not a completed payment: the query is
 * what bKash knows, execute's answer may be lost after the money moved.
 */
export function bkashGateway(settings: BkashSettings, { timeoutMs = 30_000, now = Date.now }: BkashOptions = {}) {
  const base = `${settings.baseUrl.replace(/\/+$/, '')}/tokenized/checkout`;
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function post(path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
    let response: HttpAnswer;
    try {
      response = await gatewayCall(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        timeoutMs,
      });
    } catch (error) {
      throw new GatewayUnreachable('bkash', error);
    }
    if (response.status === 401) throw new GatewayRefused('bkash', '401', 'Unauthorized');
    if (response.status < 200 || response.status > 299)
      throw new GatewayUnreachable('bkash', new Error(`HTTP ${response.status}`));
    return JSON.parse(response.body) as Answer;
  }

  async function tokenCall(path: string, extra: Record<string, string>): Promise<Token> {
    const answer = await post(
      path,
      { app_key: settings.appKey, app_secret: settings.appSecret, ...extra },
      { username: settings.username, password: settings.password },
    );
    if (answer.statusCode !== '0000' || typeof answer.id_token !== 'string')
      throw new GatewayRefused('bkash', String(answer.statusCode), String(answer.statusMessage));
    return {
      idToken: answer.id_token,
      refreshToken: String(answer.refresh_token),
      expiresAt: now() + Number(answer.expires_in) * 1000,
    };
  }

  async function renew(previous: Token | null): Promise<Token> {
    if (previous) {
      try {
        return await tokenCall('/token/refresh', { refresh_token: previous.refreshToken });
      } catch (error) {
        if (error instanceof GatewayUnreachable) throw error;
      }
    }
    return tokenCall('/token/grant', {});
  }

  async function idToken(): Promise<string> {
    if (token && now() < token.expiresAt - 60_000) return token.idToken;
    pending ??= renew(token).finally(() => (pending = null));
    token = await pending;
    return token.idToken;
  }

  /** A call with the token; a 401 (bKash forgot the token) drops it and asks for a new grant once. */
  async function call(path: string, body: unknown): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const headers = { authorization: await idToken(), 'x-app-key': settings.appKey };
      try {
        return await post(path, body, headers);
      } catch (error) {
        if (!(error instanceof GatewayRefused && error.code === '401') || attempt > 0) throw error;
        token = null;
      }
    }
  }

  function settlementOf(answer: Answer): Settlement {
    if (answer.statusCode !== '0000')
      return { state: 'failed', reason: `${answer.statusCode} ${answer.statusMessage}` };
    switch (answer.transactionStatus) {
      case 'Completed':
        return {
          state: 'paid',
          invoice: String(answer.merchantInvoiceNumber),
          amountPoisha: poisha(answer.amount),
          currency: String(answer.currency),
          transactionId: String(answer.trxID),
          riskLevel: 0,
        };
      case 'Initiated':
      case 'Authorized':
        return { state: 'pending' };
      default:
        return { state: 'failed', reason: String(answer.transactionStatus) };
    }
  }

  const gateway: PaymentGateway = {
    name: 'bkash',

    async start(request: PaymentRequest) {
      const answer = await call('/create', {
        mode: '0011',
        payerReference: request.customer.phone || request.invoice,
        callbackURL: request.returnUrl,
        amount: taka(request.amountPoisha),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: request.invoice,
      });
      if (answer.statusCode !== '0000' || typeof answer.bkashURL !== 'string')
        throw new GatewayRefused('bkash', String(answer.statusCode), String(answer.statusMessage));
      return { reference: String(answer.paymentID), redirectUrl: answer.bkashURL };
    },

    async confirm(paymentID: string) {
      try {
        const executed = settlementOf(await call('/execute', { paymentID }));
        if (executed.state === 'paid') return executed;
      } catch (error) {
        if (!(error instanceof GatewayUnreachable)) throw error;
      }
      // Execute declined, found it done already, or its answer was lost: bKash's record decides.
      return settlementOf(await call('/payment/status', { paymentID }));
    },

    async refund(request: RefundRequest) {
      const answer = await call('/payment/refund', {
        paymentID: request.reference,
        trxID: request.transactionId,
        amount: taka(request.amountPoisha),
        sku: 'order',
        reason: request.reason,
      });
      if (answer.statusCode !== '0000' || answer.transactionStatus !== 'Completed')
        throw new GatewayRefused('bkash', String(answer.statusCode), String(answer.statusMessage));
      return { refundId: String(answer.refundTrxID), amountPoisha: poisha(answer.amount) };
    },
  };
  return gateway;
}
