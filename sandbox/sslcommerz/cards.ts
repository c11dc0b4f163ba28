import { randomBytes } from 'node:crypto';

/** The store the simulator accepts unless told another (SSLCommerz's sandbox issues one per merchant). */
export const SSLCOMMERZ_SANDBOX_STORE = { storeId: 'haat0sandbox', storePassword: 'haat0sandbox@ssl' };

/** What the shopper may choose on the hosted page; as on SSLCommerz's sandbox, the choice decides what happens. */
export const SANDBOX_CARDS = {
  visa: { label: 'VISA (pays)', cardType: 'VISA-Dutch Bangla', outcome: 'VALID', riskLevel: 0, ipnCopies: 1 },
  risky: {
    label: 'MASTER (pays, risk_level 1)',
    cardType: 'MASTER-City Bank',
    outcome: 'VALID',
    riskLevel: 1,
    ipnCopies: 1,
  },
  twice: {
    label: 'Nagad (pays, IPN sent twice)',
    cardType: 'NAGAD-Nagad',
    outcome: 'VALID',
    riskLevel: 0,
    ipnCopies: 2,
  },
  declined: { label: 'AMEX (declined)', cardType: 'AMEX-City Bank', outcome: 'FAILED', riskLevel: 0, ipnCopies: 1 },
} as const;

export type SandboxCard = keyof typeof SANDBOX_CARDS;

/** A session opened by the shop (gwprocess/v4/api.php). */
export interface Session {
  sessionkey: string;
  tranId: string;
  amount: string;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  done: boolean;
}

/** A transaction the shopper finished on the hosted page; a paid one has a val_id the shop validates. */
export interface Transaction {
  valId: string;
  tranId: string;
  amount: string;
  currency: string;
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  bankTranId: string;
  cardType: string;
  riskLevel: number;
  validated: boolean;
  refundedPoisha: number;
}

export const newId = (prefix: string, bytes = 8): string => `${prefix}${randomBytes(bytes).toString('hex')}`;

/** SSLCommerz's time format: 2026-11-28 22:10:31 (Dhaka). */
export function sslTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The fields SSLCommerz posts to the success/fail/cancel URL and to the IPN URL. */
export function notification(transaction: Transaction): Record<string, string> {
  return {
    tran_id: transaction.tranId,
    val_id: transaction.valId,
    amount: transaction.amount,
    card_type: transaction.cardType,
    store_amount: transaction.amount,
    bank_tran_id: transaction.bankTranId,
    status: transaction.status,
    tran_date: sslTime(),
    currency: transaction.currency,
    risk_level: String(transaction.riskLevel),
    risk_title: transaction.riskLevel ? 'Verify' : 'Safe',
  };
}
