import { startTestShop, TEST_DIALECTS, type TestShop } from '../test/testShop';
import { stockShelves, type Shelves } from '../test/stock';
import { confirmedOrder, parcelCourierConfig, startParcelSimulators, type ParcelSimulators } from '../test/parcels';
import { parcelCouriersFor } from '../courier/settings';
import type { Payments } from '../payments/gateways';
import { bookOrder } from './book';
import { cancelOrderAndParcel } from './cancel';
import { pollParcels } from './follow';

const NO_PAYMENTS: Payments = {
  bkash: null,
  sslcommerz: null,
  gateways: [],
  sandbox: true,
  holdMs: 0,
  publicUrl: 'http://127.0.0.1',
};

describe.each(TEST_DIALECTS)('the shop cancelling an order whose parcel is booked, on %s', (dialect) => {
  let sims: ParcelSimulators;
  let shop: TestShop<Shelves>;
  let n = 0;
  // The drivers give up after half a second, before the simulators' lost answers (1.5 s) come.
  const couriers = () => parcelCouriersFor(shop.config.courier, { timeoutMs: 500 });
  const cancel = (number: string) => cancelOrderAndParcel(shop.app.db, couriers(), NO_PAYMENTS, number);
  /** A confirmed order booked with Pathao (Dhaka), RedX (Chattogram) or Steadfast (elsewhere). */
  const booked = async (district: string) => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, district);
    const parcel = await bookOrder(
      shop.app.db,
      { couriers: couriers(), settings: shop.app.parcels!.settings },
      order.id,
    );
    if (parcel?.outcome !== 'booked') throw new Error(`not booked: ${parcel?.outcome}`);
    return { ...order, courierId: parcel.courierId };
  };
  const post = (url: string, body: object = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const state = async (orderId: number) => {
    const { db } = shop.app;
    const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    const parcel = await db.selectFrom('parcels').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const steps = await db.selectFrom('parcel_steps').select('step').where('parcel_id', '=', parcel.id).execute();
    return { order: order.status, step: parcel.step, timeline: steps.map((s) => s.step) };
  };
  const cancels = (sim: ParcelSimulators['redx']) => sim.calls.filter((call) => call.method === 'PATCH').length;

  beforeAll(async () => {
    sims = await startParcelSimulators(1500);
    shop = await startTestShop(dialect, { stock: stockShelves, config: { courier: parcelCourierConfig(sims) } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sims.close();
  });

  it('cancels the parcel at RedX first, then the order, with "cancelled" on the timeline once', async () => {
    const order = await booked('Chattogram');
    expect(await cancel(order.number)).toMatchObject({ from: 'processing', to: 'cancelled' });
    expect(await state(order.id)).toEqual({ order: 'cancelled', step: 'cancelled', timeline: ['booked', 'cancelled'] });
    const asked = cancels(sims.redx);
    expect(await cancel(order.number)).toMatchObject({ refused: expect.any(String), to: 'cancelled' });
    expect((await state(order.id)).timeline).toEqual(['booked', 'cancelled']);
    expect(cancels(sims.redx)).toBe(asked);
  });

  it('leaves the order as it is when the courier picked the parcel up, and says so', async () => {
    const order = await booked('Chattogram');
    await post(`${sims.redx.url}/sandbox/parcels/${order.courierId}/status`, { status: 'ready-for-delivery' });
    const change = await cancel(order.number);
    expect(change.refused).toBe(
      `redx has picked up parcel ${order.courierId} (ready-for-delivery): it can no longer be cancelled`,
    );
    expect(await state(order.id)).toEqual({ order: 'processing', step: 'booked', timeline: ['booked'] });
  });

  it('leaves the order as it is when the courier fails, and cancels on the next try', async () => {
    const order = await booked('Chattogram');
    sims.redx.faults.plan('cancel', 'server-error');
    expect((await cancel(order.number)).refused).toBe('redx did not answer; nothing changed, try again');
    expect((await state(order.id)).order).toBe('processing');
    expect(await cancel(order.number)).toMatchObject({ to: 'cancelled' });
  });

  it('takes a cancel whose answer was lost for done when the courier says the parcel is cancelled', async () => {
    const order = await booked('Chattogram');
    sims.redx.faults.plan('cancel', 'timeout');
    expect(await cancel(order.number)).toMatchObject({ to: 'cancelled' });
    expect(await state(order.id)).toEqual({ order: 'cancelled', step: 'cancelled', timeline: ['booked', 'cancelled'] });
  }, 15_000);

  it("sends the shop to Pathao's merchant panel, which has the cancel its API lacks, and then cancels", async () => {
    const order = await booked('Dhaka');
    const first = await cancel(order.number);
    expect(first.refused).toBe(
      `pathao's API has no cancel: cancel parcel ${order.courierId} in its portal (https://merchant.pathao.com), ` +
        'then cancel the order again',
    );
    expect((await state(order.id)).order).toBe('processing');
    expect((await post(`${sims.pathao.url}/sandbox/orders/${order.courierId}/cancel`)).status).toBe(200);
    expect(await cancel(order.number)).toMatchObject({ from: 'processing', to: 'cancelled' });
    expect(await state(order.id)).toEqual({ order: 'cancelled', step: 'cancelled', timeline: ['booked', 'cancelled'] });
  });

  it('cancels the order once the poll finds the parcel cancelled in the panel, and never twice', async () => {
    const order = await booked('Sylhet');
    expect((await post(`${sims.steadfast.url}/sandbox/consignments/${order.number}/cancel`)).status).toBe(200);
    await pollParcels(shop.app.db, couriers());
    expect(await state(order.id)).toEqual({ order: 'cancelled', step: 'cancelled', timeline: ['booked', 'cancelled'] });
    expect(await cancel(order.number)).toMatchObject({ refused: expect.any(String), to: 'cancelled' });
    expect((await state(order.id)).timeline).toEqual(['booked', 'cancelled']);
  });

  it("is refused at Steadfast's portal after the pickup, and the shop's cancel says why", async () => {
    const order = await booked('Sylhet');
    await post(`${sims.steadfast.url}/sandbox/consignments/${order.number}/status`, { status: 'pending' });
    expect((await post(`${sims.steadfast.url}/sandbox/consignments/${order.number}/cancel`)).status).toBe(400);
    expect((await cancel(order.number)).refused).toBe(
      `steadfast has picked up parcel ${order.number} (pending): it can no longer be cancelled`,
    );
    expect((await state(order.id)).order).toBe('processing');
  });

  it('refuses while the booking lost its answer, since the parcel may exist', async () => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, 'Dhaka');
    sims.pathao.faults.plan('create', 'timeout');
    const carriers = { couriers: couriers(), settings: shop.app.parcels!.settings };
    expect(await bookOrder(shop.app.db, carriers, order.id)).toMatchObject({ outcome: 'unsure' });
    expect((await cancel(order.number)).refused).toContain(`npm run parcels -- attach ${order.number} <id>`);
  }, 15_000);

  it('cancels an order without a parcel as the shop always did', async () => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, 'Dhaka');
    expect(await cancel(order.number)).toMatchObject({ from: 'processing', to: 'cancelled' });
  });
});
