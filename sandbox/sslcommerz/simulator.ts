import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import {
  newId,
  notification,
  SANDBOX_CARDS,
  SSLCOMMERZ_SANDBOX_STORE,
  sslTime,
  type SandboxCard,
  type Session,
  type Transaction,
} from './cards';
import { hostedPage, returnForm } from './page';

export interface SslcommerzSimulatorOptions {
  store?: typeof SSLCOMMERZ_SANDBOX_STORE;
}

type Fields = Record<string, string | undefined>;

/** What the validation API says of a paid transaction: VALID the first time it is asked, VALIDATED after. */
const validation = (transaction: Transaction) => ({
  status: transaction.validated ? 'VALIDATED' : 'VALID',
  tran_date: sslTime(),
  tran_id: transaction.tranId,
  val_id: transaction.valId,
  amount: transaction.amount,
  store_amount: transaction.amount,
  currency: transaction.currency,
  bank_tran_id: transaction.bankTranId,
  card_type: transaction.cardType,
  currency_type: transaction.currency,
  currency_amount: transaction.amount,
  risk_level: String(transaction.riskLevel),
  risk_title: transaction.riskLevel ? 'Verify' : 'Safe',
});
const poisha = (amount: string | undefined): number =>
  /^\d+(\.\d{1,2})?$/.test(amount ?? '') ? Math.round(Number(amount) * 100) : NaN;

/**
 * SSLCommerz's API v4: session init (gwprocess/v4/api.php) answering GatewayPageURL, the hosted page that
 * posts the shopper back to the success, fail or cancel URL and sends the IPN, the validation API
 * (VALID the first time, VALIDATED after, INVALID_TRANSACTION for an unknown val_id) and the refund API.
 */
export function sslcommerzSimulator({ store = SSLCOMMERZ_SANDBOX_STORE }: SslcommerzSimulatorOptions = {}) {
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(formbody);
    const sessions = new Map<string, Session>();
    const transactions = new Map<string, Transaction>();
    const storeFits = (fields: Fields) =>
      fields.store_id === store.storeId && fields.store_passwd === store.storePassword;

    app.post('/gwprocess/v4/api.php', async (request) => {
      const form = (request.body ?? {}) as Fields;
      const failed = (failedreason: string) => ({ status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
      if (!storeFits(form)) return failed('Store Credential Error Or Store is De-active');
      const required = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name'];
      const missing = required.find((name) => !form[name]);
      if (missing) return failed(`Invalid Information: '${missing}' is missing`);
      if (!(poisha(form.total_amount) >= 1000)) return failed("Invalid Information: 'total_amount' is invalid");
      const session: Session = {
        sessionkey: newId('', 16).toUpperCase(),
        tranId: form.tran_id as string,
        amount: (poisha(form.total_amount) / 100).toFixed(2),
        currency: form.currency as string,
        successUrl: form.success_url as string,
        failUrl: form.fail_url as string,
        cancelUrl: form.cancel_url as string,
        ipnUrl: form.ipn_url ?? '',
        done: false,
      };
      sessions.set(session.sessionkey, session);
      const page = `${request.protocol}://${request.host}${app.prefix}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=`;
      return {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: session.sessionkey,
        GatewayPageURL: `${page}${session.sessionkey}`,
        redirectGatewayURL: `${page}${session.sessionkey}`,
        storeBanner: '',
        storeLogo: '',
      };
    });

    app.get('/gwprocess/v4/gw.php', async (request, reply) => {
      const session = sessions.get((request.query as Fields).SESSIONKEY ?? '');
      if (!session || session.done) return reply.code(404).type('text/plain').send('Session expired');
      return reply.type('text/html; charset=utf-8').send(hostedPage(session));
    });

    app.post('/gwprocess/v4/pay', async (request, reply) => {
      const form = (request.body ?? {}) as Fields;
      const session = sessions.get(form.session ?? '');
      if (!session || session.done) return reply.code(404).type('text/plain').send('Session expired');
      session.done = true;
      const html = (url: string, fields: Record<string, string>) =>
        reply.type('text/html; charset=utf-8').send(returnForm(url, fields));
      if (form.card === 'cancel') return html(session.cancelUrl, { tran_id: session.tranId, status: 'CANCELLED' });
      const card = SANDBOX_CARDS[form.card as SandboxCard] ?? SANDBOX_CARDS.visa;
      const transaction: Transaction = {
        valId: newId(sslTime().replace(/\D/g, '').slice(2, 12), 4),
        tranId: session.tranId,
        amount: session.amount,
        currency: session.currency,
        status: card.outcome,
        bankTranId: newId('', 6).toUpperCase(),
        cardType: card.cardType,
        riskLevel: card.riskLevel,
        validated: false,
        refundedPoisha: 0,
      };
      if (card.outcome === 'VALID') transactions.set(transaction.valId, transaction);
      const fields = notification(transaction);
      if (card.outcome !== 'VALID') fields.val_id = '';
      if (session.ipnUrl) {
        for (let copy = 0; copy < card.ipnCopies; copy++)
          await fetch(session.ipnUrl, { method: 'POST', body: new URLSearchParams(fields) }).catch(() => undefined);
      }
      return html(card.outcome === 'VALID' ? session.successUrl : session.failUrl, fields);
    });

    app.get('/validator/api/validationserverAPI.php', async (request) => {
      const query = request.query as Fields;
      const transaction = transactions.get(query.val_id ?? '');
      if (!storeFits(query) || !transaction) return { status: 'INVALID_TRANSACTION' };
      const answer = validation(transaction);
      transaction.validated = true;
      return answer;
    });

    app.get('/validator/api/merchantTransIDvalidationAPI.php', async (request) => {
      const query = request.query as Fields;
      if (!storeFits(query)) return { APIConnect: 'INVALID_REQUEST' };
      if (query.tran_id) {
        // The transaction query: every attempt at the shop's tran_id, as the validation API would describe it.
        const element = [...transactions.values()]
          .filter((t) => t.tranId === query.tran_id)
          .map((t) => ({ ...validation(t), validated_on: t.validated ? sslTime() : '' }));
        return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
      }
      const transaction = [...transactions.values()].find((t) => t.bankTranId === query.bank_tran_id);
      const refund = poisha(query.refund_amount);
      const refused = (errorReason: string) => ({ APIConnect: 'DONE', status: 'failed', errorReason });
      if (!transaction) return refused('Invalid bank transaction ID');
      if (!(refund > 0) || !query.refund_remarks) return refused('Invalid refund amount or remarks');
      if (transaction.refundedPoisha + refund > poisha(transaction.amount))
        return refused('Refund amount is greater than the transaction amount');
      transaction.refundedPoisha += refund;
      return {
        APIConnect: 'DONE',
        bank_tran_id: transaction.bankTranId,
        trans_id: transaction.tranId,
        refund_ref_id: newId('', 6),
        status: 'success',
        errorReason: '',
      };
    });
  };
  return plugin;
}
