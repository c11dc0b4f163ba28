import type { AdvanceRule, CashOrderSettings } from '../config';
import type { GatewayName } from '../payments/gateway';

/** What a cash order asks before it is placed: nothing, a code sent by SMS to its phone, or an advance by bKash. */
export type CashAsk = 'none' | 'code' | 'advance';

/**
 * The rule of cash orders (COD_CONFIRM, docs/decisions.md): a number is trusted once it proved with a code that it is
 * the shopper's, and while none of its parcels came back (a refused parcel costs the shop the courier both ways).
 * With COD_CONFIRM off every cash order pays the advance when the shop asks one; with code or advance only the cash
 * orders of numbers not trusted ask it.
 */
export function cashAsks(settings: CashOrderSettings, number: { confirmed: boolean; returned: number }): CashAsk {
  if (settings.confirm === 'off') return settings.advance ? 'advance' : 'none';
  const trusted = number.confirmed && number.returned === 0;
  return trusted ? 'none' : settings.confirm;
}

/** Poisha rounded up to whole taka: the advance is a sum a shopper can read and bKash takes as typed. */
const wholeTaka = (poisha: number) => Math.ceil(poisha / 100) * 100;

/**
 * The advance of a cash order (poisha): its delivery charge, or a percent of its total when the total is above the
 * rule's floor (the delivery charge below it), never more than the total. 0 asks none (free delivery).
 */
export function advanceAmount(rule: AdvanceRule, order: { grandTotal: number; shipping: number }): number {
  const asked =
    rule.kind === 'percent' && order.grandTotal > rule.overPoisha
      ? wholeTaka((order.grandTotal * rule.percent) / 100)
      : order.shipping;
  return Math.min(asked, order.grandTotal);
}

/**
 * What an order's payment is taken as: a cash order's advance through bKash, or the order's total through its own
 * gateway; a cash order without an advance takes nothing from a gateway (null).
 */
export function chargeOf(order: {
  payment_method: string;
  grand_total: number | string;
  advance_amount: number | string;
}): { gateway: GatewayName; amount: number } | null {
  const advance = Number(order.advance_amount);
  if (order.payment_method === 'cashondelivery') return advance > 0 ? { gateway: 'bkash', amount: advance } : null;
  if (order.payment_method === 'bkash' || order.payment_method === 'sslcommerz')
    return { gateway: order.payment_method, amount: Number(order.grand_total) };
  return null;
}
