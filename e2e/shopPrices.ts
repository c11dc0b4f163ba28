// Prices re-derived straight from the shop's tables and its published delivery rates, for browser
// tests to check what the server stored against (never the server's own code).
import { queryShop, type RunningShop } from './harness';

/**
 * What one costs (poisha) by the shop's rules, read straight from the tables: the variant's or
 * product's price, its special price when lower, or the lowest price of a campaign running at
 * `at` that covers the product directly, by category or by brand.
 */
export function unitPriceAt(shop: RunningShop, productId: number, variantId: number | null, at: string): number {
  const [row] =
    variantId === null
      ? queryShop<{ price: number; special_price: number | null }>(
          shop,
          'SELECT price, special_price FROM products WHERE id = ?',
          productId,
        )
      : queryShop<{ price: number; special_price: number | null }>(
          shop,
          'SELECT price, special_price FROM product_variants WHERE id = ?',
          variantId,
        );
  const campaigns = queryShop<{ discount_type: string; discount: number }>(
    shop,
    `SELECT c.discount_type, c.discount FROM campaigns c
     WHERE c.status = 1 AND c.starts_at <= ? AND c.ends_at > ? AND (
       c.id IN (SELECT campaign_id FROM campaign_products WHERE product_id = ?)
       OR c.id IN (SELECT cc.campaign_id FROM campaign_categories cc JOIN product_categories pc ON pc.category_id =
         cc.category_id WHERE pc.product_id = ?)
       OR c.id IN (SELECT cb.campaign_id FROM campaign_brands cb JOIN products p ON p.brand_id = cb.brand_id WHERE
         p.id = ?))`,
    at,
    at,
    productId,
    productId,
    productId,
  );
  const off = (c: { discount_type: string; discount: number }) =>
    c.discount_type === 'Percentage' ? Math.round((row.price * c.discount) / 10000) : c.discount;
  if (campaigns.length) return Math.min(...campaigns.map((c) => Math.max(0, row.price - off(c))));
  return row.special_price !== null && row.special_price < row.price ? row.special_price : row.price;
}

/**
 * The delivery rates the shop publishes for Dhaka city (Gulshan and the other inner zones), in
 * taka: Express ৳ 100 and Regular ৳ 60 for the first kilo, ৳ 15 for each further kilo or part.
 */
const DHAKA_CITY_RATES = { '12': { first: 100, perExtraKg: 15 }, '48': { first: 60, perExtraKg: 15 } } as const;

/**
 * The delivery price (poisha) to a Dhaka city address for this many items, each counted as half a kilo (0.5 to 10 kg).
 */
export function dhakaCityDelivery(deliveryType: '12' | '48', items: number): number {
  const rate = DHAKA_CITY_RATES[deliveryType];
  const kilos = Math.min(10, Math.max(0.5, items * 0.5));
  return (rate.first + Math.max(0, Math.ceil(kilos - 1)) * rate.perExtraKg) * 100;
}
