import { changeOrderStatus, ORDER_STATUS } from '../orders/statusEvents';
import { orderThrough, signedInShopper } from '../test/shoppers';
import { smsShop } from '../test/smsShop';
import { insertCartFixtures, type CartFixtures } from '../test/stock';
import { TEST_DIALECTS } from '../test/testShop';
import { requestReturn } from './requestReturn';
import { approveReturn, pickedUp, refundReturn, refuseReturn } from './shopReturns';

/** The shopper hears by SMS of each step the shop takes on their return, once, in their language. */
describe.each(TEST_DIALECTS)("a return's news by SMS on %s", (dialect) => {
  const shop = smsShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;

  /** A delivered order of 2 bags of rice, paid in cash, and a return asked of one; its customer's SMS language. */
  async function askedReturn(language?: 'bn') {
    const { browser, customerId } = await signedInShopper(shop);
    if (language) await db().updateTable('customers').set({ language }).where('id', '=', customerId).execute();
    const orderId = await orderThrough(browser, [[shop.stock.rice, 2]]);
    for (const status of [ORDER_STATUS.confirmed, ORDER_STATUS.withCourier, ORDER_STATUS.delivered])
      await changeOrderStatus(db(), orderId, status);
    const order = await db()
      .selectFrom('orders')
      .select(['increment_id', 'customer_phone'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const item = await db().selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirst();
    const id = await requestReturn(db(), {
      customerId,
      orderId,
      quantities: { [item!.id]: 1 },
      reason: 'damaged',
      refundTo: '01770618575',
      photos: [],
      returnDays: 7,
    });
    return { id, number: order.increment_id, phone: order.customer_phone };
  }
  /** The return SMS owed for the return, in the order they were queued. */
  const owed = async (id: number) =>
    (
      await db()
        .selectFrom('sms_outbox')
        .select(['kind', 'phone'])
        .where('key', 'like', `return-${id}-%`)
        .orderBy('id')
        .execute()
    ).map((row) => `${row.kind} to ${row.phone}`);
  /** What the number received about returns, oldest first, once the outbox has sent what is due. */
  const received = async (phone: string) => {
    await shop.app.smsOutbox.sendDue();
    return [...(await shop.inbox()), ...(await shop.inbox('sslwireless'))]
      .filter((m) => m.to === `88${phone}` && /return|ফেরত/.test(m.text))
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((m) => m.text);
  };

  it('tells approved, picked up and refunded once each, to the order phone; a refused command nothing', async () => {
    const { id, number, phone } = await askedReturn();
    expect(await owed(id)).toEqual([]);
    expect((await approveReturn(db(), id)).to).toBe('approved');
    expect((await approveReturn(db(), id)).refused).toBeDefined();
    expect(await owed(id)).toEqual([`return-approved to ${phone}`]);
    expect((await pickedUp(db(), shop.app.payments, id)).to).toBe('picked_up');
    expect((await refuseReturn(db(), id)).refused).toBeDefined();
    expect((await refundReturn(db(), shop.app.payments, id)).refused).toBe('give the transfer id it was sent by');
    expect(await owed(id)).toEqual([`return-approved to ${phone}`, `return-picked_up to ${phone}`]);
    expect((await refundReturn(db(), shop.app.payments, id, '9BK7QX')).refund).toBe('manual');
    expect((await refundReturn(db(), shop.app.payments, id, '9BK7QX')).refused).toBeDefined();
    expect(await owed(id)).toEqual([
      `return-approved to ${phone}`,
      `return-picked_up to ${phone}`,
      `return-refunded to ${phone}`,
    ]);
    expect(await received(phone)).toEqual([
      `Haat: your return for order ${number} is approved. We will pick the items up soon.`,
      `Haat: we have picked up the items of your return for order ${number}. Your refund follows.`,
      `Haat: the money for your return of order ${number} has been refunded.`,
    ]);
  });

  it('tells a refusal once, in Bangla to a Bangla shopper', async () => {
    const { id, number, phone } = await askedReturn('bn');
    expect((await refuseReturn(db(), id)).to).toBe('refused');
    expect((await refuseReturn(db(), id)).refused).toBeDefined();
    expect((await approveReturn(db(), id)).refused).toBeDefined();
    expect(await owed(id)).toEqual([`return-refused to ${phone}`]);
    expect(await received(phone)).toEqual([
      `হাট: দুঃখিত, অর্ডার ${number}-এর ফেরতের অনুরোধ গ্রহণ করা যায়নি। কোনো প্রশ্ন থাকলে আমাদের ফোন করুন।`,
    ]);
  });
});
