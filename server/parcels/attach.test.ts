import { startTestShop, TEST_DIALECTS, type TestShop } from '../test/testShop';
import { stockShelves, type Shelves } from '../test/stock';
import { confirmedOrder, parcelCourierConfig, startParcelSimulators, type ParcelSimulators } from '../test/parcels';
import { parcelCouriersFor } from '../courier/settings';
import { REDX_SANDBOX_TOKEN } from '../../sandbox/redx';
import { bookOrder } from './book';
import { attachParcel } from './attach';

describe.each(TEST_DIALECTS)("attaching a parcel found in the courier's portal, on %s", (dialect) => {
  let sims: ParcelSimulators;
  let shop: TestShop<Shelves>;
  let n = 0;
  // The drivers give up after half a second, before the simulators' lost answers (1.5 s) come.
  const couriers = () => parcelCouriersFor(shop.config.courier, { timeoutMs: 500 });
  const attach = (number: string, id: string) => attachParcel(shop.app.db, couriers(), number, id);
  /** A confirmed order to `district` whose booking lost the courier's answer (the parcel was made). */
  const unsure = async (district: string, sim: 'pathao' | 'redx') => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, district);
    sims[sim].faults.plan('create', 'timeout');
    const carriers = { couriers: couriers(), settings: shop.app.parcels!.settings };
    expect(await bookOrder(shop.app.db, carriers, order.id)).toMatchObject({ outcome: 'unsure' });
    return order;
  };
  /** What the merchant panel's search shows for the order's number. */
  const inPortal = async (sim: 'pathao' | 'redx', number: string): Promise<string> => {
    const url =
      sim === 'pathao'
        ? `${sims.pathao.url}/sandbox/orders/by-merchant-order/${number}`
        : `${sims.redx.url}/sandbox/parcels/by-invoice/${number}`;
    const answer = (await (await fetch(url)).json()) as { data?: { consignment_id: string }; tracking_id?: string };
    return sim === 'pathao' ? answer.data!.consignment_id : answer.tracking_id!;
  };
  const parcelOf = (orderId: number) =>
    shop.app.db
      .selectFrom('parcels')
      .select(['courier_id', 'step'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    sims = await startParcelSimulators(1500);
    shop = await startTestShop(dialect, { stock: stockShelves, config: { courier: parcelCourierConfig(sims) } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sims.close();
  });

  it("attaches the Pathao parcel that names the order's number, once, and refuses another order's", async () => {
    const order = await unsure('Dhaka', 'pathao');
    const other = await unsure('Dhaka', 'pathao');
    const othersId = await inPortal('pathao', other.number);
    expect((await attach(order.number, othersId)).refused).toBe(
      `pathao's parcel ${othersId} is for order "${other.number}", not ${order.number}`,
    );
    expect((await attach(order.number, 'DL999999')).refused).toBe('pathao has no parcel DL999999');
    expect(await parcelOf(order.id)).toEqual({ courier_id: null, step: null });
    const id = await inPortal('pathao', order.number);
    expect(await attach(order.number, id)).toEqual({ number: order.number, courierId: id, step: 'booked' });
    expect(await parcelOf(order.id)).toEqual({ courier_id: id, step: 'booked' });
    expect((await attach(order.number, id)).refused).toBe(`its parcel is known: ${id} at pathao`);
    expect((await attach(other.number, id)).refused).toBe(`pathao's parcel ${id} is order ${order.number}'s`);
  }, 20_000);

  it('refuses a RedX parcel that collects another amount than the order is due', async () => {
    const order = await unsure('Chattogram', 'redx');
    const right = await inPortal('redx', order.number);
    // Another parcel under the same invoice id, made by hand with another amount.
    const made = await fetch(`${sims.redx.url}/v1.0.0-beta/parcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-access-token': `Bearer ${REDX_SANDBOX_TOKEN}` },
      body: JSON.stringify({
        customer_name: 'Nusrat Jahan',
        customer_phone: '01911000001',
        delivery_area: 'Kotwali',
        delivery_area_id: 6101,
        customer_address: 'House 5, Road 11',
        tenant_invoice_id: order.number,
        cash_collection_amount: '990',
        parcel_weight: 500,
        value: 1200,
      }),
    });
    const wrong = ((await made.json()) as { tracking_id: string }).tracking_id;
    expect((await attach(order.number, wrong)).refused).toBe(
      `redx's parcel ${wrong} collects Tk 990, the order's due amount is Tk 1290`,
    );
    expect(await attach(order.number, right)).toMatchObject({ step: 'booked' });
  }, 20_000);

  it('attaches nothing to an order that is not waiting for one', async () => {
    const order = await confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, 'Dhaka');
    expect((await attach(order.number, 'DL000001')).refused).toBe('no parcel of this order is being booked');
  });
});
