import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { openCartKey, type Shopper } from './activeCart';
import { whereCart } from './cartRows';

/**
 * The navbar's cart number, counted without pricing the cart: the lines of the shopper's open cart
 * that the priced cart keeps (pricedCart.ts: an enabled product, simple without a variant or with
 * its variant enabled). Lines, not units, as the cart's items_count; 0 without an open cart.
 */
export async function countCartLines(db: Kysely<DB>, shopper: Shopper): Promise<number> {
  const key = openCartKey(shopper);
  if (!key) return 0;
  const { lines } = await db
    .selectFrom('carts as c')
    .innerJoin('cart_items as ci', 'ci.cart_id', 'c.id')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('product_variants as v', 'v.id', 'ci.variant_id')
    .select((eb) => eb.fn.countAll<number | string>().as('lines'))
    .where(sql<boolean>`${whereCart(key)}`)
    .where('p.status', '=', 1)
    .where((eb) =>
      eb.or([eb.and([eb('ci.variant_id', 'is', null), eb('p.type', '=', 'simple')]), eb('v.status', '=', 1)]),
    )
    .executeTakeFirstOrThrow();
  return Number(lines);
}
