import {
  GatewayRefused,
  GatewayUnreachable,
  type PaymentGateway,
  type PaymentRequest,
  type RefundRequest,
  type Settlement,
} from './gateway';
import { gatewayCall } from './gatewayHttp';

/** SSLCOMMERZ_* (config.payments.sslcommerz): the API's base URL and the store's id and password. */
export interface SslcommerzSettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
}

type Answer = Record<string, string | undefined>;
const taka = (poisha: number): string => (poisha / 100).toFixed(2);
const poisha = (amount: unknown): number => Math.round(Number(amount) * 100);

/** SSLCommerz's client: the gateway, and the transaction query by the shop's tran_id. */
export interface SslcommerzGateway extends PaymentGateway {
  /**
   * What SSLCommerz holds for an order's number when no notification came (reconciling): paid by the first VALID
   * or VALIDATED transaction, else nothing paid yet.
   */
  lookup(invoice: string): Promise<Settlement>;
}

/** The validation API's answer (or one element of the transaction query's) as a settlement. */
function settlementOf(answer: Answer): Settlement {
  if (answer.status === 'PENDING') return { state: 'pending' };
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED')
    return { state: 'failed', reason: String(answer.status) };
  return {
    state: 'paid',
    invoice: String(answer.tran_id),
    amountPoisha: poisha(answer.amount),
    currency: String(answer.currency),
    transactionId: String(answer.bank_tran_id),
    riskLevel: Number(answer.risk_level),
  };
}

/**
 * A client of SSLCommerz's API v4: session init (the hosted page where the shopper picks a card or
 * wallet), the validation API that settles a notification's val_id (only VALID or VALIDATED is a
 * payment) and the refund API on the bank transaction id.
 */
export function sslcommerzGateway(settings: SslcommerzSettings, { timeoutMs = 30_000 } = {}): SslcommerzGateway {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const store = { store_id: settings.storeId, store_passwd: settings.storePassword };

  async function send(path: string, form?: URLSearchParams): Promise<Answer> {
    try {
      const response = await gatewayCall(`${base}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: form ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {},
        body: form?.toString(),
        timeoutMs,
      });
      if (response.status < 200 || response.status > 299) throw new Error(`HTTP ${response.status}`);
      return JSON.parse(response.body) as Answer;
    } catch (error) {
      throw new GatewayUnreachable('sslcommerz', error);
    }
  }
  const get = (path: string, query: Record<string, string>) =>
    send(`${path}?${new URLSearchParams({ ...query, ...store, format: 'json' })}`);

  return {
    name: 'sslcommerz',

    async start(request: PaymentRequest) {
      const { customer } = request;
      const form = new URLSearchParams({
        ...store,
        total_amount: taka(request.amountPoisha),
        currency: 'BDT',
        tran_id: request.invoice,
        success_url: request.returnUrl,
        fail_url: request.failUrl ?? request.returnUrl,
        cancel_url: request.cancelUrl ?? request.returnUrl,
        ipn_url: request.notifyUrl ?? '',
        cus_name: customer.name,
        cus_email: customer.email || 'shopper@invalid',
        cus_add1: customer.address ?? '',
        cus_city: customer.city ?? '',
        cus_country: 'Bangladesh',
        cus_phone: customer.phone,
        shipping_method: 'Courier',
        num_of_item: '1',
        product_name: `Order ${request.invoice}`,
        product_category: 'General',
        product_profile: 'physical-goods',
      });
      const answer = await send('/gwprocess/v4/api.php', form);
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL)
        throw new GatewayRefused('sslcommerz', String(answer.status), String(answer.failedreason));
      return { reference: String(answer.sessionkey), redirectUrl: answer.GatewayPageURL };
    },

    async confirm(valId: string) {
      return settlementOf(await get('/validator/api/validationserverAPI.php', { val_id: valId }));
    },

    async lookup(invoice: string) {
      const answer = (await get('/validator/api/merchantTransIDvalidationAPI.php', {
        tran_id: invoice,
      })) as unknown as {
        APIConnect?: string;
        element?: Answer[];
      };
      if (answer.APIConnect !== 'DONE') throw new GatewayRefused('sslcommerz', String(answer.APIConnect), 'query');
      const paid = (answer.element ?? []).map(settlementOf).find((settlement) => settlement.state === 'paid');
      return paid ?? { state: 'pending' };
    },

    async refund(request: RefundRequest) {
      const answer = await get('/validator/api/merchantTransIDvalidationAPI.php', {
        bank_tran_id: request.transactionId,
        refund_amount: taka(request.amountPoisha),
        refund_remarks: request.reason,
      });
      if (answer.APIConnect !== 'DONE' || !['success', 'processing'].includes(String(answer.status)))
        throw new GatewayRefused('sslcommerz', String(answer.status ?? answer.APIConnect), String(answer.errorReason));
      return { refundId: String(answer.refund_ref_id), amountPoisha: request.amountPoisha };
    },
  };
}
