import type { Insertable, Kysely } from 'kysely';
import { incrementIdOf } from '../orders/placeOrder';
import { changeOrderStatus, ORDER_STATUS, recordPlaced } from '../orders/statusEvents';
import type { DB } from '../db/schema';
import { DEMO_CUSTOMER } from './customers';
import { insertRows, nextId, syncIdSequences } from './insert';
import { Random } from './random';
import type { ProductSummary } from './shop';

const HOUR = 3600 * 1000;
const SHIPPING = 6000;

/**
 * The histories of the delivered demo orders: placed, confirmed a few hours later, handed to the
 * courier the next day and delivered within two days of the order (before any review of it).
 */
async function deliveredHistories(db: Kysely<DB>): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'created_at'])
    .where('status', '=', ORDER_STATUS.delivered)
    .orderBy('id')
    .execute();
  const events: Insertable<DB['order_status_events']>[] = [];
  for (const order of orders) {
    const random = new Random(0x0d0e + order.id);
    const placed = new Date(order.created_at).getTime();
    const steps: [string, number][] = [
      [ORDER_STATUS.placed, 0],
      [ORDER_STATUS.confirmed, random.int(1, 6) * HOUR],
      [ORDER_STATUS.withCourier, random.int(18, 30) * HOUR],
      [ORDER_STATUS.delivered, random.int(36, 46) * HOUR],
    ];
    for (const [status, after] of steps)
      events.push({ order_id: order.id, status, created_at: new Date(placed + after).toISOString() });
  }
  await insertRows(db, 'order_status_events', events);
}

/**
 * One demo order on its way: the demo customer's order of `product`, placed two days ago to
 * Dhanmondi, confirmed that day and handed to the courier yesterday, each step through the shop's
 * one status change. Tracking it (order number and 01711000000) shows a timeline half done.
 */
async function orderOnItsWay(db: Kysely<DB>, product: ProductSummary, now: Date): Promise<void> {
  const demo = await db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'email', 'phone'])
    .where('email', '=', DEMO_CUSTOMER.email)
    .executeTakeFirstOrThrow();
  const id = await nextId(db, 'orders');
  const placed = new Date(now.getTime() - 50 * HOUR);
  const created_at = placed.toISOString();
  const { id: cartId } = await db
    .insertInto('carts')
    .values({ customer_id: demo.id, is_active: 0, created_at, updated_at: created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const person = { first_name: demo.first_name, last_name: demo.last_name, email: demo.email, phone: demo.phone };
  await db
    .insertInto('orders')
    .values({
      id,
      increment_id: incrementIdOf(id),
      customer_id: demo.id,
      status: ORDER_STATUS.placed,
      cart_id: cartId,
      customer_first_name: person.first_name,
      customer_last_name: person.last_name,
      customer_email: person.email,
      customer_phone: person.phone,
      shipping_method: 'free_free',
      shipping_title: 'Pathao Regular',
      payment_method: 'cashondelivery',
      payment_title: 'Cash On Delivery',
      sub_total: product.price * 2,
      discount_amount: 0,
      shipping_amount: SHIPPING,
      tax_amount: 0,
      grand_total: product.price * 2 + SHIPPING,
      created_at,
    })
    .execute();
  await db
    .insertInto('order_items')
    .values({
      order_id: id,
      product_id: product.id,
      sku: product.sku,
      name: product.name,
      price: product.price,
      qty_ordered: 2,
      total: product.price * 2,
      tax_percent: 0,
      tax_amount: 0,
    })
    .execute();
  await db
    .insertInto('order_addresses')
    .values(
      (['billing', 'shipping'] as const).map((address_type) => ({
        order_id: id,
        address_type,
        ...person,
        address1: 'House 7, Road 27',
        city: 'Dhanmondi',
        state: 'Dhaka',
        postcode: '1209',
        country: 'BD',
      })),
    )
    .execute();
  await syncIdSequences(db, ['orders']);
  await recordPlaced(db, id, created_at);
  await changeOrderStatus(db, id, ORDER_STATUS.confirmed, { at: new Date(placed.getTime() + 3 * HOUR) });
  await changeOrderStatus(db, id, ORDER_STATUS.withCourier, { at: new Date(now.getTime() - 20 * HOUR) });
}

/**
 * Every demo order's history, and one demo order still on its way (with a simple product past the first two, if any).
 */
export async function seedOrderHistories(db: Kysely<DB>, products: ProductSummary[], now: Date): Promise<void> {
  await deliveredHistories(db);
  const product = products.slice(2).find((p) => p.type === 'simple');
  if (product) await orderOnItsWay(db, product, now);
}
