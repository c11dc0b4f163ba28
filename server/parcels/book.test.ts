import { startTestShop, TEST_DIALECTS, type TestShop } from '../test/testShop';
import { stockShelves, type Shelves } from '../test/stock';
import { confirmedOrder, parcelCourierConfig, startParcelSimulators, type ParcelSimulators } from '../test/parcels';
import { writtenOrder } from '../test/orders';
import { parcelCouriersFor } from '../courier/settings';
import { bookOrder } from './book';
import { bookConfirmed, parcelTurn } from './run';

describe.each(TEST_DIALECTS)('booking parcels on %s', (dialect) => {
  let sims: ParcelSimulators;
  let shop: TestShop<Shelves>;
  let n = 0;
  const order = (district?: string) => confirmedOrder(shop.app.db, shop.stock.panjabi, ++n, district);
  // The drivers give up after half a second, before the simulators' lost answers (1.5 s) come.
  const carriers = () => ({
    couriers: parcelCouriersFor(shop.config.courier, { timeoutMs: 500 }),
    settings: shop.app.parcels!.settings,
  });
  const creates = (sim: keyof Omit<ParcelSimulators, 'close'>) =>
    sims[sim].calls.filter((call) => call.method === 'POST' && /\/(orders|create_order)$/.test(call.url));
  const parcelOf = (orderId: number) =>
    shop.app.db.selectFrom('parcels').selectAll().where('order_id', '=', orderId).executeTakeFirst();

  beforeAll(async () => {
    sims = await startParcelSimulators(1500);
    shop = await startTestShop(dialect, { stock: stockShelves, config: { courier: parcelCourierConfig(sims) } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sims.close();
  });

  it("books a confirmed order with the courier its district's rule names, the due amount as the cash", async () => {
    const dhaka = await order('Dhaka');
    const sylhet = await order('Sylhet');
    expect(await bookOrder(shop.app.db, carriers(), dhaka.id)).toMatchObject({ outcome: 'booked', courier: 'pathao' });
    expect(await bookOrder(shop.app.db, carriers(), sylhet.id)).toMatchObject({
      outcome: 'booked',
      courier: 'steadfast',
      courierId: sylhet.number,
    });
    expect(creates('pathao').at(-1)?.body).toMatchObject({ merchant_order_id: dhaka.number, amount_to_collect: 1290 });
    expect(creates('steadfast').at(-1)?.body).toMatchObject({ invoice: sylhet.number, cod_amount: 1290 });
    expect(await parcelOf(dhaka.id)).toMatchObject({ courier: 'pathao', step: 'booked', cash_to_collect: 129_000 });
  });

  it('never books one order twice, even when two bookings race', async () => {
    const dhaka = await order('Dhaka');
    const before = creates('pathao').length;
    const answers = await Promise.all([1, 2, 3].map(() => bookOrder(shop.app.db, carriers(), dhaka.id)));
    expect(answers.filter((a) => a?.outcome === 'booked')).toHaveLength(1);
    expect(await bookOrder(shop.app.db, carriers(), dhaka.id)).toMatchObject({ outcome: 'already' });
    expect(creates('pathao').length - before).toBe(1);
  });

  it('books no order that is not confirmed', async () => {
    const placed = await writtenOrder(shop.app.db, ++n, [[shop.stock.panjabi, 1]]);
    expect(await bookOrder(shop.app.db, carriers(), placed)).toBeNull();
    expect(await parcelOf(placed)).toBeUndefined();
  });

  it("finds a create whose answer was lost by the order's number instead of creating it again", async () => {
    const sylhet = await order('Sylhet');
    const before = creates('steadfast').length;
    sims.steadfast.faults.plan('create', 'timeout');
    expect(await bookOrder(shop.app.db, carriers(), sylhet.id)).toMatchObject({ outcome: 'booked' });
    expect(creates('steadfast').length - before).toBe(1);
  }, 30_000);

  it('keeps a lost create at a courier that cannot be asked as unsure, and never creates it again', async () => {
    const dhaka = await order('Dhaka');
    const before = creates('pathao').length;
    sims.pathao.faults.plan('create', 'timeout');
    expect(await bookOrder(shop.app.db, carriers(), dhaka.id)).toMatchObject({ outcome: 'unsure' });
    const again = await bookConfirmed(shop.app.db, carriers());
    expect(again.booked).toContainEqual({ outcome: 'unsure', orderNumber: dhaka.number, courier: 'pathao' });
    expect(creates('pathao').length - before).toBe(1);
  }, 30_000);

  it('leaves no claim when the courier fails or is busy, so the next run books it', async () => {
    const sylhet = await order('Sylhet');
    sims.steadfast.faults.plan('create', 'server-error');
    await expect(bookOrder(shop.app.db, carriers(), sylhet.id)).rejects.toMatchObject({ name: 'ServiceFailed' });
    sims.steadfast.faults.plan('create', 'rate-limit');
    await expect(bookOrder(shop.app.db, carriers(), sylhet.id)).rejects.toMatchObject({ name: 'CourierBusy' });
    expect(await parcelOf(sylhet.id)).toBeUndefined();
    const run = await bookConfirmed(shop.app.db, carriers());
    expect(run.booked).toContainEqual(expect.objectContaining({ outcome: 'booked', orderNumber: sylhet.number }));
  });

  it('books on the parcel timer only when the shop books automatically, and polls either way', async () => {
    const sylhet = await order('Sylhet');
    await parcelTurn(shop.app.db, carriers());
    expect(await parcelOf(sylhet.id)).toBeUndefined();
    const automatic = { ...carriers(), settings: { ...carriers().settings, autoBook: true } };
    const polled = await parcelTurn(shop.app.db, automatic);
    expect(await parcelOf(sylhet.id)).toMatchObject({ courier: 'steadfast', step: 'booked' });
    expect(polled.asked).toBeGreaterThanOrEqual(1);
  });
});
