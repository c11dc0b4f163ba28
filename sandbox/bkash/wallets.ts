/**
 * The merchant credentials the simulator accepts unless told others, and the wallets a shopper may
 * pay with on its page. As on bKash's own sandbox, the wallet chosen decides what happens.
 */
export const BKASH_SANDBOX_CREDENTIALS = {
  username: 'sandboxTokenizedUser02',
  password: 'sandboxTokenizedUser02@12345',
  appKey: 'haat-sandbox-app-key',
  appSecret: 'haat-sandbox-app-secret',
};

/** The PIN every sandbox wallet takes; another PIN fails the payment on bKash's page. */
export const SANDBOX_PIN = '12121';

export type WalletBehaviour = 'pays' | 'insufficientBalance' | 'executeAnswerLost';

export const SANDBOX_WALLETS: Record<string, WalletBehaviour> = {
  // Pays: execute completes the payment and answers.
  '01770618575': 'pays',
  // Declined at execute: statusCode 2023, Insufficient Balance (bKash sends the shopper back with status=success).
  '01823074817': 'insufficientBalance',
  // Execute moves the money, but its answer never comes back in time: only the status query tells.
  '01619777283': 'executeAnswerLost',
};
