import pathaoSandbox, { PATHAO_SANDBOX_CREDENTIALS } from '../../sandbox/pathao';
import { startSimulator, type RunningSimulator } from '../../sandbox/simulatorFixture';
import { COURIER_UNREACHABLE, parcelWeight, UNKNOWN_COURIER_PLACE } from './courier';
import { localCourier } from './local';
import { pathaoCourier } from './pathao';
import { courierFor } from './integration';

describe('the local rate table', () => {
  const courier = localCourier();

  it('lists the big cities, each city its zones and each zone its areas, with stable ids', async () => {
    const cities = await courier.cities();
    expect(cities.slice(0, 5).map((c) => c.city_name)).toEqual(['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi']);
    expect(cities[0]).toEqual({ city_id: 1, city_name: 'Dhaka' });
    const zones = await courier.zones(1);
    expect(zones[0]).toEqual({ zone_id: 101, zone_name: 'Gulshan' });
    expect(await courier.areas(101)).toContainEqual({ area_id: 10102, area_name: 'Gulshan 2' });
    expect(await courier.zones(999)).toEqual([]);
    expect(await courier.areas(999)).toEqual([]);
  });

  it('prices a parcel by zone and delivery type, in poisha, with a charge per extra kilo', async () => {
    expect(await courier.price({ cityId: 1, zoneId: 101, deliveryType: '48', weightKg: 0.5 })).toBe(6000);
    expect(await courier.price({ cityId: 1, zoneId: 101, deliveryType: '12', weightKg: 1 })).toBe(10000);
    expect(await courier.price({ cityId: 1, zoneId: 101, deliveryType: '48', weightKg: 2.5 })).toBe(6000 + 2 * 1500);
    const savar = (await courier.zones(1)).find((z) => z.zone_name === 'Savar')!;
    expect(await courier.price({ cityId: 1, zoneId: savar.zone_id, deliveryType: '48', weightKg: 1 })).toBe(8000);
    expect(await courier.price({ cityId: 3, zoneId: 301, deliveryType: '12', weightKg: 1 })).toBe(15000);
  });

  it('refuses a zone outside the city', async () => {
    await expect(courier.price({ cityId: 2, zoneId: 101, deliveryType: '48', weightKg: 1 })).rejects.toMatchObject({
      name: 'Refused',
      message: UNKNOWN_COURIER_PLACE,
    });
  });

  it('weighs half a kilo per item, between 0.5 and 10 kg', () => {
    expect(parcelWeight(1)).toBe(0.5);
    expect(parcelWeight(3)).toBe(1.5);
    expect(parcelWeight(100)).toBe(10);
  });
});

describe('the Pathao client against the Pathao simulator', () => {
  let sim: RunningSimulator;
  const settings = () => ({ baseUrl: sim.url, ...PATHAO_SANDBOX_CREDENTIALS });
  const tokensIssued = () => sim.calls.filter((c) => c.url === '/aladdin/api/v1/issue-token').length;
  beforeEach(async () => {
    sim = await startSimulator(pathaoSandbox);
  });
  afterEach(() => sim.close());

  it('issues a token with the merchant credentials and reads the lists out of data.data', async () => {
    const courier = pathaoCourier(settings());
    expect(await courier.cities()).toEqual([
      { city_id: 1, city_name: 'Dhaka' },
      { city_id: 2, city_name: 'Chittagong' },
    ]);
    expect(await courier.zones(1)).toContainEqual({ zone_id: 52, zone_name: 'Banani' });
    expect(await courier.areas(52)).toEqual([expect.objectContaining({ area_id: 3069, area_name: 'Road 11' })]);
    expect(sim.calls[0]).toEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/aladdin/api/v1/issue-token',
        body: {
          client_id: 'sandbox-client',
          client_secret: 'sandbox-secret',
          username: 'merchant@sandbox.test',
          password: 'sandbox-pass',
          grant_type: 'password',
        },
      }),
    );
    expect(sim.calls.slice(1).map((c) => c.headers.authorization)).toEqual(Array(3).fill('Bearer sandbox-token-1'));
  });

  it('keeps the token until it expires, then issues another', async () => {
    let clock = 1_000_000;
    const lifetime = 432_000; // seconds, as Pathao (and its simulator) issue them
    const courier = pathaoCourier(settings(), { now: () => clock, listTtlMs: 0 });
    await Promise.all([courier.cities(), courier.zones(1), courier.areas(52)]);
    expect(tokensIssued()).toBe(1);
    clock += (lifetime - 100) * 1000;
    await courier.cities();
    expect(tokensIssued()).toBe(1);
    clock += 50 * 1000; // within the last minute of its life
    await courier.cities();
    expect(tokensIssued()).toBe(2);
  });

  it('issues a new token once when Pathao answers 401 to a kept one', async () => {
    const courier = pathaoCourier(settings(), { listTtlMs: 0 });
    await courier.cities();
    await fetch(`${sim.url}/sandbox/tokens/revoke`, { method: 'POST' });
    expect(await courier.cities()).toHaveLength(2);
    expect(tokensIssued()).toBe(2);
  });

  it('asks the price plan with the store, parcel type, delivery type, weight and recipient city and zone', async () => {
    const courier = pathaoCourier(settings());
    expect(await courier.price({ cityId: 1, zoneId: 52, deliveryType: '12', weightKg: 1.5 })).toBe(11500);
    expect(await courier.price({ cityId: 2, zoneId: 605, deliveryType: '48', weightKg: 0.5 })).toBe(11000);
    const plan = sim.calls.find((c) => c.url === '/aladdin/api/v1/merchant/price-plan');
    expect(plan?.body).toEqual({
      store_id: 7001,
      item_type: 2,
      delivery_type: 12,
      item_weight: 1.5,
      recipient_city: 1,
      recipient_zone: 52,
    });
  });

  it('turns a refused zone into the shop message and bad credentials into a 502', async () => {
    const courier = pathaoCourier(settings());
    await expect(courier.price({ cityId: 1, zoneId: 605, deliveryType: '48', weightKg: 1 })).rejects.toMatchObject({
      name: 'Refused',
      message: UNKNOWN_COURIER_PLACE,
    });
    const wrong = pathaoCourier({ ...settings(), password: 'nope' });
    await expect(wrong.cities()).rejects.toMatchObject({ name: 'ServiceFailed', message: COURIER_UNREACHABLE });
  });

  it('answers 502 when Pathao cannot be reached', async () => {
    const url = sim.url;
    await sim.close();
    const courier = pathaoCourier({ ...PATHAO_SANDBOX_CREDENTIALS, baseUrl: url }, { timeoutMs: 2000 });
    await expect(courier.cities()).rejects.toMatchObject({ name: 'ServiceFailed', message: COURIER_UNREACHABLE });
    sim = await startSimulator(pathaoSandbox); // for afterEach
  });

  it('is chosen by COURIER_DRIVER=pathao, which needs every PATHAO_* setting', () => {
    const pathao = { baseUrl: 'http://127.0.0.1:1', ...PATHAO_SANDBOX_CREDENTIALS };
    expect(() => courierFor({ driver: 'pathao', active: true, pathao: { ...pathao, storeId: '' } })).toThrow(
      'PATHAO_STORE_ID',
    );
    expect(courierFor({ driver: 'pathao', active: true, pathao }).name).toBe('Pathao');
  });
});
