import { changeOrderStatus, ORDER_STATUS } from '../orders/statusEvents';
import { confirmedOrder, parcelCourierConfig, startParcelSimulators, type ParcelSimulators } from '../test/parcels';
import { stockShelves, type Shelves } from '../test/stock';
import { startTestShop, TEST_DIALECTS, type TestShop } from '../test/testShop';
import { bookOrder } from './book';

describe.each(TEST_DIALECTS)("a phone number's history on %s", (dialect) => {
  let sims: ParcelSimulators;
  let shop: TestShop<Shelves>;

  beforeAll(async () => {
    sims = await startParcelSimulators();
    const courier = parcelCourierConfig(sims);
    courier.parcels!.fraudCheck = true;
    shop = await startTestShop(dialect, { stock: stockShelves, config: { courier } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sims.close();
  });

  it("counts the number's delivered and returned orders, and what Steadfast's fraud check knows", async () => {
    const db = shop.app.db;
    const phone = '01911000042';
    const orders = await Promise.all(
      [1, 2, 3, 4].map((n) => confirmedOrder(db, shop.stock.panjabi, n, n === 4 ? 'Sylhet' : 'Dhaka', phone)),
    );
    const other = await confirmedOrder(db, shop.stock.panjabi, 5, 'Dhaka', '01911000043');
    for (const { id } of [orders[0], orders[1], orders[2], other]) await changeOrderStatus(db, id, 'shipped');
    await changeOrderStatus(db, orders[0].id, ORDER_STATUS.delivered);
    await changeOrderStatus(db, orders[1].id, ORDER_STATUS.delivered);
    await changeOrderStatus(db, orders[2].id, ORDER_STATUS.returned);
    await changeOrderStatus(db, other.id, ORDER_STATUS.returned);
    // One parcel at Steadfast, delivered there.
    await bookOrder(db, shop.app.parcels!, orders[3].id);
    await fetch(`${sims.steadfast.url}/sandbox/consignments/${orders[3].number}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'delivered' }),
    });
    expect(await shop.app.numberHistory(phone)).toEqual({
      delivered: 2,
      returned: 1,
      steadfast: { parcels: 1, delivered: 1, cancelled: 0 },
    });
    expect(await shop.app.numberHistory('01700000000')).toEqual({
      delivered: 0,
      returned: 0,
      steadfast: { parcels: 0, delivered: 0, cancelled: 0 },
    });
  });

  it("still answers the shop's own record when the fraud check fails", async () => {
    sims.steadfast.faults.plan('fraud_check', 'server-error');
    expect(await shop.app.numberHistory('01911000042')).toEqual({ delivered: 2, returned: 1, steadfast: null });
  });
});
