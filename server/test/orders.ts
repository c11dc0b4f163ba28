import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * An order of `qty` of each product (no lines: an order without any), by a customer of its own, straight into the
 * tables.
 */
export async function writtenOrder(db: Kysely<DB>, n: number, lines: [number, number][], status = 'pending') {
  const customer = await db
    .insertInto('customers')
    .values({
      first_name: 'Rina',
      last_name: 'Akter',
      email: `rina${n}@example.com`,
      phone: `0171100000${n}`,
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cart = await db
    .insertInto('carts')
    .values({ customer_id: customer.id, is_active: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const placed = await db
    .insertInto('orders')
    .values({
      increment_id: `S-${n}`,
      customer_id: customer.id,
      status,
      cart_id: cart.id,
      customer_first_name: 'Rina',
      customer_last_name: 'Akter',
      customer_email: `rina${n}@example.com`,
      customer_phone: '01711000000',
      shipping_method: 'flat',
      shipping_title: 'Flat',
      payment_method: 'cod',
      payment_title: 'Cash',
      coupon_code: null,
      sub_total: 0,
      discount_amount: 0,
      shipping_amount: 0,
      tax_amount: 0,
      grand_total: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length === 0) return placed.id;
  await db
    .insertInto('order_items')
    .values(
      lines.map(([product_id, qty]) => ({
        order_id: placed.id,
        product_id,
        sku: `s${product_id}`,
        name: 'x',
        price: 100,
        qty_ordered: qty,
        total: 100 * qty,
        tax_percent: 0,
        tax_amount: 0,
      })),
    )
    .execute();
  return placed.id;
}
