import { formatPrice } from '../../shared/format/price';

/** The server keeps poisha (integers); the storefront reads taka. */
export const toTaka = (poisha: number): number => poisha / 100;

/** Taka from a shopper or a form, to poisha; NaN for anything that is not a finite amount. */
export const toPoisha = (taka: number | string): number => {
  const value = typeof taka === 'string' ? Number(taka) : taka;
  return Number.isFinite(value) ? Math.round(value * 100) : NaN;
};

/**
 * How the shop writes formatted_* amounts from poisha: its currency symbol and the shopper's locale (request.money).
 */
export type MoneyFormat = (poisha: number) => string;

/** formatted_* fields: the storefront's one price format, written by the server. */
export const formatPoisha = (poisha: number, currency = '৳', locale = 'en-BD'): string =>
  formatPrice(toTaka(poisha), currency, locale);
