import { bookOrder } from '../../parcels/book';
import { pollParcels } from '../../parcels/follow';
import {
  confirmedOrder,
  parcelCourierConfig,
  startParcelSimulators,
  WEBHOOK_SECRETS,
  type ParcelSimulators,
} from '../../test/parcels';
import { stockShelves, type Shelves } from '../../test/stock';
import { startTestShop, TEST_DIALECTS, type TestShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)("the couriers' webhooks on %s", (dialect) => {
  let sims: ParcelSimulators;
  let shop: TestShop<Shelves>;
  let n = 0;

  beforeAll(async () => {
    sims = await startParcelSimulators();
    shop = await startTestShop(dialect, { stock: stockShelves, config: { courier: parcelCourierConfig(sims) } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sims.close();
  });

  /** A confirmed order booked with Pathao (Dhaka) or Steadfast (elsewhere). */
  const booked = async (district = 'Dhaka') => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, district);
    const parcel = await bookOrder(shop.app.db, shop.app.parcels!, order.id);
    if (parcel?.outcome !== 'booked') throw new Error('not booked');
    return { ...order, courierId: parcel.courierId };
  };
  /** Moves the parcel at the simulated courier, telling the shop nothing. */
  const moveAtPathao = (id: string, status: string) =>
    fetch(`${sims.pathao.url}/sandbox/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  const pathaoWebhook = (body: object, secret: string | null = WEBHOOK_SECRETS.pathao) =>
    shop.app.inject({
      method: 'POST',
      url: '/courier/pathao/webhook',
      headers: secret === null ? {} : { 'x-pathao-signature': secret },
      payload: body,
    });
  const state = async (orderId: number) => {
    const parcel = await shop.app.db
      .selectFrom('parcels')
      .select(['id', 'step', 'cash_collected'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const steps = await shop.app.db
      .selectFrom('parcel_steps')
      .select('step')
      .where('parcel_id', '=', parcel.id)
      .orderBy('id')
      .execute();
    const order = await shop.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    const events = await shop.app.db
      .selectFrom('order_status_events')
      .select('status')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return {
      step: parcel.step,
      cash: parcel.cash_collected,
      timeline: steps.map((s) => s.step),
      order: order?.status,
      history: events.map((e) => e.status),
    };
  };

  it('refuses a notification without the secret, or with a wrong one, and changes nothing', async () => {
    const parcel = await booked();
    await moveAtPathao(parcel.courierId, 'Delivered');
    for (const secret of [null, 'guess']) {
      const answer = await pathaoWebhook({ consignment_id: parcel.courierId, event: 'order.delivered' }, secret);
      expect(answer.statusCode).toBe(401);
    }
    expect(await state(parcel.id)).toMatchObject({ step: 'booked', order: 'processing' });
  });

  it("answers Pathao's integration check with 202 and its header", async () => {
    const answer = await pathaoWebhook({ event: 'webhook_integration' });
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['x-pathao-merchant-webhook-integration-secret']).toBe(WEBHOOK_SECRETS.pathao);
  });

  it('believes a forged "delivered" only as far as the courier confirms it', async () => {
    const parcel = await booked();
    const forged = await pathaoWebhook({
      consignment_id: parcel.courierId,
      order_status: 'Delivered',
      event: 'order.delivered',
    });
    expect(forged.statusCode).toBe(202);
    expect(await state(parcel.id)).toEqual({
      step: 'booked',
      cash: null,
      timeline: ['booked'],
      order: 'processing',
      history: ['processing'],
    });
  });

  it('records a step heard ten times once, and the delivery with its cash and the order completed', async () => {
    const parcel = await booked();
    await moveAtPathao(parcel.courierId, 'Assigned_for_Delivery');
    const body = { consignment_id: parcel.courierId, event: 'order.assigned-for-delivery' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => pathaoWebhook(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    expect(answers[0].json()).toEqual({ status: 'success', step: 'out_for_delivery' });
    expect(await state(parcel.id)).toMatchObject({
      timeline: ['booked', 'out_for_delivery'],
      order: 'shipped',
      history: ['processing', 'shipped'],
    });
    await moveAtPathao(parcel.courierId, 'Delivered');
    for (let i = 0; i < 10; i += 1) await pathaoWebhook({ consignment_id: parcel.courierId, event: 'order.delivered' });
    expect(await state(parcel.id)).toEqual({
      step: 'delivered',
      cash: 129_000,
      timeline: ['booked', 'out_for_delivery', 'delivered'],
      order: 'completed',
      history: ['processing', 'shipped', 'completed'],
    });
    const news = await shop.app.db
      .selectFrom('sms_outbox')
      .select('kind')
      .where('order_id', '=', parcel.id)
      .orderBy('id')
      .execute();
    expect(news.map((row) => row.kind)).toEqual(['processing', 'shipped', 'out_for_delivery', 'completed']);
  });

  it('never goes back when the news comes out of order', async () => {
    const parcel = await booked();
    await moveAtPathao(parcel.courierId, 'Received_at_Last_Mile_HUB');
    await pathaoWebhook({ merchant_order_id: parcel.number, event: 'order.at-the-last-mile-hub' });
    // The courier's own answer lags behind (an older status): the parcel stays where it was.
    await moveAtPathao(parcel.courierId, 'Picked');
    await pathaoWebhook({ consignment_id: parcel.courierId, event: 'order.picked' });
    expect(await state(parcel.id)).toMatchObject({ step: 'at_delivery_hub', timeline: ['booked', 'at_delivery_hub'] });
    await moveAtPathao(parcel.courierId, 'Return');
    await pathaoWebhook({ consignment_id: parcel.courierId, event: 'order.returned' });
    await moveAtPathao(parcel.courierId, 'Delivered');
    await pathaoWebhook({ consignment_id: parcel.courierId, event: 'order.delivered' });
    expect(await state(parcel.id)).toEqual({
      step: 'returned',
      cash: null,
      timeline: ['booked', 'at_delivery_hub', 'returned'],
      order: 'closed',
      history: ['processing', 'shipped', 'closed'],
    });
  });

  it("checks Steadfast's bearer token and reads the consignment by its invoice", async () => {
    const parcel = await booked('Sylhet');
    const move = async (webhook?: object) => {
      const answer = await fetch(`${sims.steadfast.url}/sandbox/consignments/${parcel.number}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'delivered', webhook }),
      });
      return ((await answer.json()) as { webhook: number }).webhook;
    };
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/courier/steadfast/webhook`;
    expect(await move({ url })).toBe(401);
    expect(await state(parcel.id)).toMatchObject({ step: 'booked' });
    expect(await move({ url, secret: WEBHOOK_SECRETS.steadfast })).toBe(200);
    expect(await state(parcel.id)).toMatchObject({ step: 'delivered', cash: 129_000, order: 'completed' });
  });

  it("checks RedX's callback token and reads the parcel by its tracking id", async () => {
    const parcel = await booked('Chattogram');
    await fetch(`${sims.redx.url}/sandbox/parcels/${parcel.courierId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'delivery-in-progress' }),
    });
    const notify = (query: string) =>
      shop.app.inject({
        method: 'POST',
        url: `/courier/redx/webhook${query}`,
        payload: { tracking_number: parcel.courierId, status: 'delivered', invoice_number: parcel.number },
      });
    expect((await notify('')).statusCode).toBe(401);
    expect((await notify('?token=guess')).statusCode).toBe(401);
    const answer = await notify(`?token=${WEBHOOK_SECRETS.redx}`);
    expect(answer.json()).toEqual({ status: 'success', step: 'out_for_delivery' });
  });

  it('answers 502 and writes nothing when the courier cannot be asked', async () => {
    const parcel = await booked();
    await moveAtPathao(parcel.courierId, 'Delivered');
    sims.pathao.faults.plan('status', 'server-error');
    const answer = await pathaoWebhook({ consignment_id: parcel.courierId, event: 'order.delivered' });
    expect(answer.statusCode).toBe(502);
    expect(await state(parcel.id)).toMatchObject({ step: 'booked', order: 'processing' });
  });

  it('answers 404 for a parcel it never booked', async () => {
    const answer = await pathaoWebhook({ consignment_id: 'DL999999', event: 'order.delivered' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No parcel of this courier has that number.');
  });

  it('catches by polling what no webhook told, and leaves final parcels alone', async () => {
    const parcel = await booked();
    await moveAtPathao(parcel.courierId, 'In_Transit');
    const report = await pollParcels(shop.app.db, shop.app.parcels!.couriers);
    expect(report.moved).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBe(0);
    expect(await state(parcel.id)).toMatchObject({ step: 'in_transit', order: 'shipped' });
    await moveAtPathao(parcel.courierId, 'Delivered');
    await pollParcels(shop.app.db, shop.app.parcels!.couriers);
    expect(await state(parcel.id)).toMatchObject({ step: 'delivered', order: 'completed' });
    const infos = () => sims.pathao.calls.filter((call) => call.url.endsWith(`/orders/${parcel.courierId}/info`));
    const asked = infos().length;
    await pollParcels(shop.app.db, shop.app.parcels!.couriers);
    expect(infos()).toHaveLength(asked);
  });
});
