/** The methods a shop can take payment by; cash on delivery needs no gateway. */
export type GatewayName = 'bkash' | 'sslcommerz';

export interface PaymentRequest {
  /** The order's number: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
  invoice: string;
  amountPoisha: number;
  /** Where the gateway sends the shopper back (bKash adds paymentID and status to it). */
  returnUrl: string;
  /** SSLCommerz: where a failed or cancelled payment returns the shopper (the return URL when unset). */
  failUrl?: string;
  cancelUrl?: string;
  /** SSLCommerz's instant payment notification URL; bKash has none. */
  notifyUrl?: string;
  customer: { name: string; phone: string; email?: string; address?: string; city?: string };
}

export interface StartedPayment {
  /** The gateway's id for this payment (bKash's paymentID, SSLCommerz's sessionkey). */
  reference: string;
  /** The gateway's page the shopper pays on. */
  redirectUrl: string;
}

/**
 * What the gateway itself says about a payment when the shop asks it server to server: never what a
 * redirect or an unchecked notification claims. The caller compares invoice, amount and currency with its order.
 */
export type Settlement =
  | {
      state: 'paid';
      invoice: string;
      amountPoisha: number;
      currency: string;
      /** The gateway's transaction id (bKash's trxID, SSLCommerz's bank_tran_id), kept for refunds. */
      transactionId: string;
      /** SSLCommerz: 1 means the gateway asks the shop to verify the payer before shipping. */
      riskLevel: number;
    }
  | { state: 'pending' }
  | { state: 'failed'; reason: string };

export interface RefundRequest {
  reference: string;
  transactionId: string;
  amountPoisha: number;
  reason: string;
}

export interface Refund {
  /** The gateway's id for the refund. */
  refundId: string;
  amountPoisha: number;
}

/** The gateway answered that it would not do what was asked (its code and message, for the logs). */
export class GatewayRefused extends Error {
  constructor(
    readonly gateway: GatewayName,
    readonly code: string,
    message: string,
  ) {
    super(`${gateway} refused (${code}): ${message}`);
  }
}

/** The gateway could not be reached or its answer did not come in time: whether it acted is unknown. */
export class GatewayUnreachable extends Error {
  constructor(
    readonly gateway: GatewayName,
    cause: unknown,
  ) {
    super(`${gateway} did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** One payment provider, spoken to over its documented HTTP API. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Opens a payment at the gateway: where to send the shopper. */
  start(request: PaymentRequest): Promise<StartedPayment>;
  /**
   * Settles a payment the shopper came back from or the gateway notified (bKash: the paymentID, which it
   * executes; SSLCommerz: the notification's val_id, which it validates), asking the gateway.
   */
  confirm(reference: string): Promise<Settlement>;
  refund(request: RefundRequest): Promise<Refund>;
}
