import { changeOrderStatus, ORDER_STATUS } from '../orders/statusEvents';
import { signedInShopper, orderThrough } from '../test/shoppers';
import { smsShop } from '../test/smsShop';
import { insertCartFixtures, type CartFixtures } from '../test/stock';
import { TEST_DIALECTS } from '../test/testShop';
import { queueParcelNews } from './outbox';

describe.each(TEST_DIALECTS)("the order's news by SMS on %s", (dialect) => {
  const shop = smsShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;
  /** The SMS sent to the number, oldest first, through either gateway. */
  const texts = async (number: string) =>
    [...(await shop.inbox()), ...(await shop.inbox('sslwireless'))]
      .filter((m) => m.to === number)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((m) => m.text);
  const placeOrder = async (language?: 'bn') => {
    const { browser, customerId } = await signedInShopper(shop);
    if (language) await db().updateTable('customers').set({ language }).where('id', '=', customerId).execute();
    const id = await orderThrough(browser, [[shop.stock.rice, 2]]);
    const order = await db()
      .selectFrom('orders')
      .select(['increment_id', 'customer_phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, number: order.increment_id, to: `88${order.customer_phone}` };
  };

  it('says placed (number and total), confirmed, with the courier (link) and delivered, each once', async () => {
    const { id, number, to } = await placeOrder();
    // Queued with the order, sent after it by the outbox.
    expect(await texts(to)).toEqual([]);
    expect(await shop.app.smsOutbox.sendDue()).toBe(1);
    expect(await changeOrderStatus(db(), id, ORDER_STATUS.confirmed)).toBe(true);
    // The same status written again, by the rules or around them: no second SMS is owed.
    expect(await changeOrderStatus(db(), id, ORDER_STATUS.confirmed)).toBe(false);
    await db()
      .insertInto('order_status_events')
      .values({ order_id: id, status: ORDER_STATUS.confirmed, created_at: new Date().toISOString() })
      .execute();
    await shop.app.smsOutbox.sendDue();
    await queueParcelNews(db(), { orderId: id, trackingUrl: 'https://courier.example/t/PX1' });
    await changeOrderStatus(db(), id, ORDER_STATUS.withCourier);
    await changeOrderStatus(db(), id, ORDER_STATUS.delivered);
    expect(await shop.app.smsOutbox.sendDue()).toBe(2);
    expect(await shop.app.smsOutbox.sendDue()).toBe(0);
    const sent = await texts(to);
    expect(sent).toEqual([
      expect.stringMatching(new RegExp(`^Haat: we received your order ${number}\\. Total ৳\\s?[\\d,.]+\\. We will`)),
      `Haat: your order ${number} is confirmed.`,
      `Haat: your order ${number} is with the courier. Track it: https://courier.example/t/PX1`,
      `Haat: your order ${number} is delivered. Thank you for shopping with us!`,
    ]);
  });

  it("gives up news a day old at once, so a backlog of it never holds up today's news", async () => {
    const old = await placeOrder();
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000).toISOString();
    await db()
      .insertInto('sms_outbox')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          key: `order-${old.id}-old-${i}`,
          phone: old.to.slice(2),
          kind: ORDER_STATUS.confirmed,
          order_id: old.id,
          params: '{}',
          next_attempt_at: dayAgo,
          created_at: dayAgo,
        })),
      )
      .execute();
    const today = await placeOrder();
    expect(await shop.app.smsOutbox.sendDue()).toBe(2);
    expect(await texts(today.to)).toEqual([expect.stringContaining(`we received your order ${today.number}`)]);
    expect(await texts(old.to)).toEqual([expect.stringContaining(`we received your order ${old.number}`)]);
  });

  it('writes in Bangla for a Bangla shopper, links the tracking page, and says cancelled', async () => {
    const { id, number, to } = await placeOrder('bn');
    await changeOrderStatus(db(), id, ORDER_STATUS.cancelled);
    await shop.app.smsOutbox.sendDue();
    const [placed, cancelled] = await texts(to);
    expect(placed).toMatch(new RegExp(`^হাট: আপনার অর্ডার ${number} পেয়েছি। মোট ৳\\s?[০-৯,]+।`));
    expect(cancelled).toBe(`হাট: আপনার অর্ডার ${number} বাতিল করা হয়েছে।`);
    const other = await placeOrder();
    await changeOrderStatus(db(), other.id, ORDER_STATUS.confirmed);
    await changeOrderStatus(db(), other.id, ORDER_STATUS.withCourier);
    await shop.app.smsOutbox.sendDue();
    const tracking = `${shop.config.publicUrl}/track-order?order=${other.number}`;
    expect((await texts(other.to)).at(-1)).toBe(
      `Haat: your order ${other.number} is with the courier. Track it: ${tracking}`,
    );
  });

  it('keeps news the gateways refused for a later try, never holding the order up', async () => {
    await shop.outage('bulksmsbd', 'server-error');
    await shop.outage('sslwireless', 'server-error');
    let order: Awaited<ReturnType<typeof placeOrder>>;
    try {
      order = await placeOrder();
      expect(await changeOrderStatus(db(), order.id, ORDER_STATUS.confirmed)).toBe(true);
      expect(await shop.app.smsOutbox.sendDue()).toBe(0);
    } finally {
      await shop.outage('bulksmsbd', null);
      await shop.outage('sslwireless', null);
    }
    const kept = await db()
      .selectFrom('sms_outbox')
      .select(['attempts', 'next_attempt_at', 'last_error'])
      .where('order_id', '=', order.id)
      .execute();
    expect(kept).toEqual([
      { attempts: 1, next_attempt_at: expect.any(String), last_error: 'SSL Wireless: HTTP 502' },
      { attempts: 1, next_attempt_at: expect.any(String), last_error: 'SSL Wireless: HTTP 502' },
    ]);
    // Not before its wait is over; then sent.
    expect(await shop.app.smsOutbox.sendDue()).toBe(0);
    await db()
      .updateTable('sms_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', order.id)
      .execute();
    expect(await shop.app.smsOutbox.sendDue()).toBe(2);
    expect(await texts(order.to)).toHaveLength(2);
  });
});
