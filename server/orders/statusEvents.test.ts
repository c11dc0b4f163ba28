import type { Kysely } from 'kysely';
import * as migration008 from '../db/migrations/008_order_status_events';
import type { DB } from '../db/schema';
import { alterTestSchema, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { changeOrderStatus, ORDER_STATUS, statusHistory } from './statusEvents';

/** An order as the shop wrote it before it kept histories: the row only, no event. */
async function oldOrder(db: Kysely<DB>, n: number, status: string, created_at: string): Promise<number> {
  const customer = await db
    .insertInto('customers')
    .values({
      first_name: 'Rahim',
      last_name: 'Uddin',
      email: `r${n}@example.com`,
      phone: `0171100000${n}`,
      password_hash: '!',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cart = await db
    .insertInto('carts')
    .values({ customer_id: customer.id, is_active: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      increment_id: `old-${n}`,
      customer_id: customer.id,
      status,
      cart_id: cart.id,
      customer_first_name: 'Rahim',
      customer_last_name: 'Uddin',
      customer_email: `r${n}@example.com`,
      customer_phone: `0171100000${n}`,
      shipping_method: 'free_free',
      shipping_title: 'Pathao Regular',
      payment_method: 'cashondelivery',
      payment_title: 'Cash On Delivery',
      sub_total: 10000,
      discount_amount: 0,
      shipping_amount: 6000,
      tax_amount: 0,
      grand_total: 16000,
      created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

describe.each(TEST_DIALECTS)("an order's status history on %s", (dialect) => {
  const opened = testDatabase(dialect);

  it('gives every order written before the history its placed event, at the time it was placed', async () => {
    const { db } = opened;
    const delivered = await oldOrder(db, 1, 'completed', '2026-03-01T10:00:00.000Z');
    const pending = await oldOrder(db, 2, 'pending', '2026-03-02T11:30:00.000Z');
    // The table as before migration 008, then 008 run on those orders.
    await alterTestSchema(dialect, async () => {
      await migration008.down(db);
      await migration008.up(db);
    });
    expect(await statusHistory(db, delivered)).toEqual([{ status: 'pending', at: '2026-03-01T10:00:00.000Z' }]);
    expect(await statusHistory(db, pending)).toEqual([{ status: 'pending', at: '2026-03-02T11:30:00.000Z' }]);
  });

  it(
    'changes a status only one step forward, or to cancelled before the courier has it, recording each change ' +
      'once',
    async () => {
      const { db } = opened;
      const id = await oldOrder(db, 3, 'pending', '2026-03-03T09:00:00.000Z');
      expect(await changeOrderStatus(db, id, ORDER_STATUS.delivered)).toBe(false);
      // Two confirmations at once: one changes the order, one event is written.
      const both = await Promise.all([
        changeOrderStatus(db, id, ORDER_STATUS.confirmed),
        changeOrderStatus(db, id, ORDER_STATUS.confirmed),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect(await changeOrderStatus(db, id, ORDER_STATUS.cancelled, { from: [ORDER_STATUS.placed] })).toBe(false);
      expect(await changeOrderStatus(db, id, ORDER_STATUS.withCourier)).toBe(true);
      expect(await changeOrderStatus(db, id, ORDER_STATUS.cancelled)).toBe(false);
      expect(await changeOrderStatus(db, id, ORDER_STATUS.delivered)).toBe(true);
      const { status } = await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      expect(status).toBe('completed');
      expect((await statusHistory(db, id)).map((e) => e.status)).toEqual(['processing', 'shipped', 'completed']);
    },
  );
});
