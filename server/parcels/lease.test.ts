import { startTestShop, TEST_DIALECTS, type TestShop } from '../test/testShop';
import { stockShelves, type Shelves } from '../test/stock';
import { confirmedOrder, parcelCourierConfig, startParcelSimulators, type ParcelSimulators } from '../test/parcels';
import { parcelCouriersFor } from '../courier/settings';
import { openDatabase } from '../db/database';
import { TEST_SCHEMA, type TestDatabase } from '../test/templates';
import { takeLease } from './lease';
import { leasedParcelTurn } from './run';

describe.each(TEST_DIALECTS)('the parcel timer of several processes on one database, on %s', (dialect) => {
  let sims: ParcelSimulators;
  let shop: TestShop<Shelves>;

  beforeAll(async () => {
    sims = await startParcelSimulators();
    shop = await startTestShop(dialect, { stock: stockShelves, config: { courier: parcelCourierConfig(sims) } });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sims.close();
  });

  it('gives a lease to one of several asking at once, renews it for its holder, frees it once run out', async () => {
    const { db } = shop.app;
    const start = new Date('2026-11-29T05:00:00Z');
    const asked = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => takeLease(db, 'job', holder, 60_000, start)));
    expect(asked.filter(Boolean)).toHaveLength(1);
    const holder = ['a', 'b', 'c', 'd'][asked.indexOf(true)];
    const other = holder === 'a' ? 'b' : 'a';
    const later = new Date(start.getTime() + 30_000);
    expect(await takeLease(db, 'job', other, 60_000, later)).toBe(false);
    expect(await takeLease(db, 'job', holder, 60_000, later)).toBe(true);
    const past = new Date(later.getTime() + 60_000);
    expect(await takeLease(db, 'job', other, 60_000, past)).toBe(true);
    expect(await takeLease(db, 'job', holder, 60_000, past)).toBe(false);
  });

  it('books and polls once a period when two shops on one database turn at once; the other skips', async () => {
    const { db } = shop.app;
    // The second shop: its own connection to the same database, its own couriers.
    const { url } = shop.database as TestDatabase;
    const second = openDatabase({
      databaseUrl: dialect === 'postgres' ? url : '',
      sqlitePath: dialect === 'sqlite' ? url : '',
      pgSchema: TEST_SCHEMA,
    });
    const order = await confirmedOrder(db, shop.stock.panjabi, 1, 'Sylhet');
    const automatic = { ...shop.app.parcels!.settings, autoBook: true };
    const carriers = { ...shop.app.parcels!, settings: automatic };
    const secondCarriers = { couriers: parcelCouriersFor(shop.config.courier), settings: automatic };
    const creates = () => sims.steadfast.calls.filter((call) => call.url.endsWith('/create_order')).length;
    const turns = await Promise.all([
      leasedParcelTurn(db, carriers, 'one', 60_000),
      leasedParcelTurn(second.db, secondCarriers, 'two', 60_000),
    ]).finally(() => second.db.destroy());
    expect(turns.filter((turn) => turn === null)).toHaveLength(1);
    expect(turns.find((turn) => turn !== null)).toEqual({ asked: 1, moved: 0, failed: 0 });
    expect(creates()).toBe(1);
    expect(await leasedParcelTurn(db, carriers, 'three', 60_000)).toBeNull();
    const parcel = await db.selectFrom('parcels').select('step').where('order_id', '=', order.id).executeTakeFirst();
    expect(parcel).toEqual({ step: 'booked' });
  });
});
