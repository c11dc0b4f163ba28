import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Payments } from '../payments/gateways';
import { writtenOrder } from '../test/orders';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { cancelByShop, confirmByShop, listByShop } from './shopStatus';
import { statusHistory } from './statusEvents';

/** A shop whose bKash is no longer configured: a paid order's refund cannot reach it and stays due. */
const NO_GATEWAY: Payments = {
  bkash: null,
  sslcommerz: null,
  gateways: [],
  sandbox: true,
  holdMs: 0,
  publicUrl: 'http://127.0.0.1',
};

let written = 0;
/** An order numbered `number` in `status`, paid `paid` poisha by bKash when above 0. */
async function order(db: Kysely<DB>, number: string, status: string, paid = 0): Promise<number> {
  const id = await writtenOrder(db, ++written, [], status);
  await db
    .updateTable('orders')
    .set({
      increment_id: number,
      payment_method: paid ? 'bkash' : 'cashondelivery',
      payment_title: paid ? 'bKash' : 'Cash On Delivery',
      paid_amount: paid,
      payment_transaction: paid ? `TRX${number}` : null,
      sub_total: 10000,
      shipping_amount: 6000,
      grand_total: 16000,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

const statusOf = async (db: Kysely<DB>, id: number) =>
  (await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe.each(TEST_DIALECTS)('the shop changing an order by its number on %s', (dialect) => {
  const opened = testDatabase(dialect);

  it('confirms a pending order once: a second confirm changes nothing and says why', async () => {
    const { db } = opened;
    const id = await order(db, 'C-1', 'pending');
    expect(await confirmByShop(db, 'C-1')).toEqual({ number: 'C-1', from: 'pending', to: 'processing' });
    expect(await confirmByShop(db, 'C-1')).toEqual({
      number: 'C-1',
      from: 'processing',
      to: 'processing',
      refused: 'only a pending order can be confirmed',
    });
    expect((await statusHistory(db, id)).map((event) => event.status)).toEqual(['processing']);
    expect(await listByShop(db, 'processing')).toEqual([expect.objectContaining({ number: 'C-1', grandTotal: 16000 })]);
  });

  it('refuses what the shop may not do, changing nothing', async () => {
    const { db } = opened;
    const shipped = await order(db, 'C-2', 'shipped');
    const waiting = await order(db, 'C-3', 'pending_payment');
    expect((await cancelByShop(db, NO_GATEWAY, 'C-2')).refused).toBe(
      'only a pending or processing order can be cancelled',
    );
    expect((await confirmByShop(db, 'C-3')).refused).toBe('only a pending order can be confirmed');
    expect(await confirmByShop(db, 'NO-SUCH')).toEqual({
      number: 'NO-SUCH',
      from: null,
      to: null,
      refused: 'no order has this number',
    });
    expect([await statusOf(db, shipped), await statusOf(db, waiting)]).toEqual(['shipped', 'pending_payment']);
    expect(await statusHistory(db, shipped)).toEqual([]);
  });

  it('cancels a confirmed order, and a paid one through the refund path, once', async () => {
    const { db } = opened;
    const confirmed = await order(db, 'C-4', 'processing');
    const paid = await order(db, 'C-5', 'pending', 16000);
    expect(await cancelByShop(db, NO_GATEWAY, 'C-4')).toEqual({
      number: 'C-4',
      from: 'processing',
      to: 'cancelled',
      refund: 'nothing-owed',
    });
    // The refund cannot reach bKash: the order is cancelled and its money shows as due for the reconciler.
    expect(await cancelByShop(db, NO_GATEWAY, 'C-5')).toEqual({
      number: 'C-5',
      from: 'pending',
      to: 'cancelled',
      refund: 'failed',
    });
    expect((await cancelByShop(db, NO_GATEWAY, 'C-5')).refused).toBeDefined();
    expect([await statusOf(db, confirmed), await statusOf(db, paid)]).toEqual(['cancelled', 'cancelled']);
    expect((await statusHistory(db, paid)).map((event) => event.status)).toEqual(['cancelled']);
  });
});
