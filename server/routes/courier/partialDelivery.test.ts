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

describe.each(TEST_DIALECTS)('a partly delivered parcel and the cash collected, on %s', (dialect) => {
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

  /** A confirmed ৳ 1,290 order booked with Pathao (Dhaka) or Steadfast (elsewhere). */
  const booked = async (district: string) => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, district);
    const parcel = await bookOrder(shop.app.db, shop.app.parcels!, order.id);
    if (parcel?.outcome !== 'booked') throw new Error('not booked');
    return { ...order, courierId: parcel.courierId };
  };
  const post = (url: string, body: object) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const notify = (courier: 'pathao' | 'steadfast', payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/courier/${courier}/webhook`,
      headers:
        courier === 'pathao'
          ? { 'x-pathao-signature': WEBHOOK_SECRETS.pathao }
          : { authorization: `Bearer ${WEBHOOK_SECRETS.steadfast}` },
      payload,
    });
  const state = async (orderId: number) => {
    const { db } = shop.app;
    const parcel = await db
      .selectFrom('parcels')
      .select(['id', 'step', 'cash_collected'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const steps = await db.selectFrom('parcel_steps').select('step').where('parcel_id', '=', parcel.id).execute();
    const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    return { step: parcel.step, cash: parcel.cash_collected, timeline: steps.map((s) => s.step), order: order.status };
  };

  it("records the cash Pathao says was collected once Pathao's own status confirms the partial delivery", async () => {
    const parcel = await booked('Dhaka');
    const early = { consignment_id: parcel.courierId, event: 'order.partial-delivery', collected_amount: 5 };
    expect((await notify('pathao', early)).statusCode).toBe(202);
    expect(await state(parcel.id)).toMatchObject({ step: 'booked', cash: null });
    await post(`${sims.pathao.url}/sandbox/orders/${parcel.courierId}/status`, { status: 'Partial_Delivery' });
    const told = { ...early, collected_amount: 800 };
    expect((await notify('pathao', told)).statusCode).toBe(202);
    expect(await state(parcel.id)).toEqual({
      step: 'partly_delivered',
      cash: 80_000,
      timeline: ['booked', 'partly_delivered'],
      order: 'completed',
    });
    // A later copy with another amount changes nothing.
    await notify('pathao', { ...told, collected_amount: 1 });
    expect((await state(parcel.id)).cash).toBe(80_000);
  });

  it("fills in Steadfast's cod_amount when the poll found the partial delivery before the notification", async () => {
    const parcel = await booked('Sylhet');
    await post(`${sims.steadfast.url}/sandbox/consignments/${parcel.number}/status`, {
      status: 'partial_delivered',
      cod_amount: 650,
    });
    await pollParcels(shop.app.db, shop.app.parcels!.couriers);
    expect(await state(parcel.id)).toMatchObject({ step: 'partly_delivered', cash: null });
    const body = { notification_type: 'delivery_status', invoice: parcel.number, cod_amount: 650 };
    expect((await notify('steadfast', body)).statusCode).toBe(200);
    expect(await state(parcel.id)).toEqual({
      step: 'partly_delivered',
      cash: 65_000,
      timeline: ['booked', 'partly_delivered'],
      order: 'completed',
    });
  });
});
