import type { Backoff, LimitStore } from '../limits/store';

/**
 * Guessing passwords is slowed down on two counters, each a lock that doubles with every miss
 * past its free ones:
 * - per account (the sign-in name, from any address): 5 free misses, then 30 s, 1 min, 2 min,
 *   capped at 5 minutes, so guesses spread over many addresses still crawl, while a stranger
 *   who keeps failing on purpose holds the owner up for minutes at a time, never longer;
 * - per address (across every name it tries: one password on many accounts): 20 free misses,
 *   since many shoppers share one mobile carrier address, then 1 min doubling up to 15 minutes.
 * While either lock runs, every sign-in it covers is refused, the right password too: a lock the
 * right password could pass would let a guess from a fresh address through.
 */
export const ACCOUNT_LOCK: Backoff = {
  free: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
};
export const ADDRESS_LOCK: Backoff = {
  free: 20,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

const accountKey = (login: string) => `signin-account|${login.toLowerCase()}`;
const addressKey = (ip: string) => `signin-address|${ip}`;

/** Seconds before this name may try again from this address, 0 when it may now. */
export async function signInWait(store: LimitStore, login: string, ip: string): Promise<number> {
  const [account, address] = await Promise.all([store.lockedFor(accountKey(login)), store.lockedFor(addressKey(ip))]);
  return Math.max(account, address);
}

export async function recordMiss(store: LimitStore, login: string, ip: string): Promise<void> {
  await Promise.all([store.miss(accountKey(login), ACCOUNT_LOCK), store.miss(addressKey(ip), ADDRESS_LOCK)]);
}

/**
 * The right password clears the account's misses. The address keeps its own: an attacker who
 * owns one account must not wipe the count of guesses made on others by signing into it.
 */
export async function signedIn(store: LimitStore, login: string): Promise<void> {
  await store.forget(accountKey(login));
}

/**
 * Wrong sign-in codes count on the address's lock too: an address that asks codes for many
 * numbers and guesses each is held up like one that tries a password on many accounts.
 */
export const addressMissWait = (store: LimitStore, ip: string): Promise<number> => store.lockedFor(addressKey(ip));
export const recordAddressMiss = (store: LimitStore, ip: string): Promise<void> =>
  store.miss(addressKey(ip), ADDRESS_LOCK);

/** Wrong current passwords on the profile form: a signed-in session guessing its own account's password. */
export const CURRENT_PASSWORD_LOCK: Backoff = ACCOUNT_LOCK;
