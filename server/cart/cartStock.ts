import type { Language } from '../../shared/i18n/languages';
import type { ShopText } from '../../shared/validation/shopText';
import { nameIn } from '../catalog/names';
import { serverText } from '../lib/serverText';
import type { PricedCart, PricedLine } from './pricedCart';

/**
 * A line's stock may fall below its quantity after it was added (others ordered first, the shop counted again). The
 * cart keeps the line as the shopper left it and says so; the cart goes on to checkout only once the shopper lowers
 * or removes it, and the order would refuse it anyway (stock/orderStock.ts).
 */

type Counted = Pick<PricedLine, 'quantity' | 'unitsLeft'>;

/** Whether the line holds more than the shop has left of it now. */
export const isShort = <L extends Counted>(line: L): line is L & { unitsLeft: number } =>
  line.unitsLeft !== null && line.quantity > line.unitsLeft;

/** Why the cart may not go to checkout: for each line holding more than is left, its name and how many are left. */
export function stockProblems(cart: PricedCart, language: Language): ShopText[] {
  return cart.lines.filter(isShort).map((line) => {
    const name = nameIn(language, line.name, line.nameBn);
    return line.unitsLeft === 0
      ? serverText('server.stockFixNone', { name })
      : serverText('server.stockFixLeft', { name, count: line.unitsLeft });
  });
}
