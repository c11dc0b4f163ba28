import { randomBytes } from 'node:crypto';
import type { WalletBehaviour } from './wallets';

/** A payment as bKash's tokenized checkout keeps it. */
export interface SimulatedPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  paymentCreateTime: string;
  transactionStatus: 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';
  wallet?: { msisdn: string; behaviour: WalletBehaviour };
  trxID?: string;
  refunded: number;
}

/** bKash's answer codes the simulator gives (statusCode, statusMessage). */
export const BKASH_ERRORS = {
  invalidAppKey: ['2001', 'Invalid App Key'],
  invalidPaymentId: ['2002', 'Invalid Payment ID'],
  invalidAmount: ['2006', 'Invalid Amount'],
  invalidCurrency: ['2007', 'Invalid Currency'],
  invalidIntent: ['2008', 'Invalid value for intent'],
  insufficientBalance: ['2023', 'Insufficient Balance'],
  refundTooLarge: ['2026', 'The reversal amount cannot be greater than the original transaction amount'],
  noSuchTransaction: ['2028', 'Reverse failed because the transaction serial number does not exist'],
  invalidPaymentState: ['2056', 'Invalid Payment State'],
  alreadyCompleted: ['2062', 'The payment has already been completed'],
  invalidMode: ['2063', 'Mode is not valid as per request data'],
  missingField: ['2065', 'Mandatory field missing'],
  badCredentials: ['2079', 'Invalid username and password'],
} as const;

export type BkashError = keyof typeof BKASH_ERRORS;

/** bKash's time format, e.g. 2026-11-28T16:12:43:828 GMT+0600. */
export function bkashTime(at = new Date()): string {
  const dhaka = new Date(at.getTime() + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

export const newPaymentId = (): string => `TR0011${randomBytes(8).toString('hex')}`;
export const newTrxId = (): string => randomBytes(5).toString('hex').toUpperCase();

/** Amounts travel as strings of taka with up to two decimals; answers the amount in poisha, or NaN. */
export function amountInPoisha(amount: unknown): number {
  if (typeof amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount)) return NaN;
  return Math.round(Number(amount) * 100);
}

export const takaText = (poisha: number): string => (poisha / 100).toFixed(2);

/** What the status query and a completed execute answer about a payment. */
export function paymentAnswer(payment: SimulatedPayment) {
  return {
    paymentID: payment.paymentID,
    mode: '0011',
    paymentCreateTime: payment.paymentCreateTime,
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    transactionStatus: payment.transactionStatus,
    verificationStatus: payment.transactionStatus === 'Completed' ? 'Complete' : 'Incomplete',
    payerReference: payment.payerReference,
    ...(payment.trxID ? { trxID: payment.trxID, customerMsisdn: payment.wallet?.msisdn } : {}),
    statusCode: '0000',
    statusMessage: 'Successful',
  };
}
