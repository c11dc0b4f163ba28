import type { ShopText } from '../../shared/validation/shopText';
import { inEnglishAll, serverText } from '../lib/serverText';
import type { Kysely, Selectable } from 'kysely';
import type { CouponsTable, DB } from '../db/schema';

export type Coupon = Selectable<CouponsTable>;

export const COUPON_TEXTS = {
  empty: serverText('server.couponEmpty'),
  invalid: serverText('server.couponInvalid'),
  notStarted: serverText('server.couponNotStarted'),
  expired: serverText('server.couponExpired'),
  usedUp: serverText('server.couponUsedUp'),
  emptyCart: serverText('server.cartEmpty'),
  belowMinimum: (minOrder: number) => serverText('server.couponBelowMinimum', { amount: { poisha: minOrder } }),
};
/** The same in English, word for word as the English catalogue has them. */
export const COUPON_MESSAGES = inEnglishAll(COUPON_TEXTS);

/** Codes are typed in any case and kept in upper case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

export async function findCoupon(db: Kysely<DB>, code: string): Promise<Coupon | undefined> {
  const normalized = normalizeCode(code);
  if (!normalized) return undefined;
  return db.selectFrom('coupons').selectAll().where('code', '=', normalized).executeTakeFirst();
}

/** Why this coupon cannot apply to a cart of this sub-total (poisha) now, or null when it can. */
export function couponProblem(coupon: Coupon | undefined, subTotal: number, now = new Date()): ShopText | null {
  if (!coupon || coupon.status !== 1) return COUPON_TEXTS.invalid;
  const at = now.toISOString();
  if (coupon.starts_at && coupon.starts_at > at) return COUPON_TEXTS.notStarted;
  if (coupon.expires_at && coupon.expires_at <= at) return COUPON_TEXTS.expired;
  if (coupon.usage_limit !== null && Number(coupon.times_used) >= coupon.usage_limit) return COUPON_TEXTS.usedUp;
  if (subTotal <= 0) return COUPON_TEXTS.emptyCart;
  if (subTotal < Number(coupon.min_order)) return COUPON_TEXTS.belowMinimum(Number(coupon.min_order));
  return null;
}

/**
 * The discount in poisha: a percentage (value in hundredths of a percent, rounded to whole taka
 * as the shop's prices are) or a fixed amount, capped by max_discount and the sub-total.
 */
export function couponDiscount(coupon: Coupon, subTotal: number): number {
  const value = Number(coupon.value);
  const raw = coupon.type === 'percentage' ? Math.round((subTotal * value) / 1000000) * 100 : value;
  const capped = coupon.max_discount === null ? raw : Math.min(raw, Number(coupon.max_discount));
  return Math.max(0, Math.min(capped, subTotal));
}

/**
 * Counts one use of the code (normalized: normalizeCode) for a placed order, in the order's
 * transaction: the update writes no row when the coupon was used up meanwhile (the order must then
 * be refused). The code is taken as given, so the statement can be compiled once for any code.
 */
export function couponRedemption(db: Kysely<DB>, normalized: string) {
  return db
    .updateTable('coupons')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('code', '=', normalized)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]));
}

/** The redemption on its own: false when the coupon was used up meanwhile. */
export async function redeemCoupon(db: Kysely<DB>, code: string): Promise<boolean> {
  return Number((await couponRedemption(db, normalizeCode(code)).executeTakeFirst()).numUpdatedRows) === 1;
}
