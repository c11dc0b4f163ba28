import pathaoSandbox, { PATHAO_SANDBOX_CREDENTIALS } from '../../sandbox/pathao';
import { startSimulator, type RunningSimulator } from '../../sandbox/simulatorFixture';
import { CourierBusy } from './courierHttp';
import { createParcelOnce, ParcelUnsure, type ParcelRequest } from './parcel';
import { pathaoCourier } from './pathao';
import { pathaoParcels } from './pathaoParcels';

const request: ParcelRequest = {
  orderNumber: 'HT-100234',
  recipientName: 'Nusrat Jahan',
  recipientPhone: '01912345678',
  destination: { address: 'House 5, Road 11', thana: 'Banani', district: 'Dhaka', cityId: 1, zoneId: 52, areaId: 3069 },
  cashToCollect: 85_000,
  value: 80_000,
  weightKg: 1,
  itemCount: 2,
};

describe('the Pathao parcel driver against the Pathao simulator', () => {
  let sim: RunningSimulator;
  const settings = () => ({ baseUrl: sim.url, ...PATHAO_SANDBOX_CREDENTIALS });
  const courier = (timeoutMs = 500) => pathaoParcels(settings(), { timeoutMs });
  const creates = () => sim.calls.filter((call) => call.url === '/aladdin/api/v1/orders');
  const move = (id: string, status: string) =>
    fetch(`${sim.url}/sandbox/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  beforeEach(async () => {
    sim = await startSimulator(pathaoSandbox, { hangMs: 1500 });
  });
  afterEach(() => sim.close());

  it('creates an order with the order number as merchant_order_id, area ids and whole taka', async () => {
    const parcel = await courier().create(request);
    expect(parcel).toMatchObject({ orderNumber: 'HT-100234', courierStatus: 'Pending', step: 'booked' });
    expect(creates()[0].headers.authorization).toMatch(/^Bearer sandbox-token-/);
    expect(creates()[0].body).toEqual({
      store_id: 7001,
      merchant_order_id: 'HT-100234',
      recipient_name: 'Nusrat Jahan',
      recipient_phone: '01912345678',
      recipient_address: 'House 5, Road 11, Banani, Dhaka',
      recipient_city: 1,
      recipient_zone: 52,
      recipient_area: 3069,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 1,
      amount_to_collect: 850,
    });
  });

  it.each([
    ['Pickup_Requested', 'booked'],
    ['Picked', 'picked_up'],
    ['In_Transit', 'in_transit'],
    ['Received_at_Last_Mile_HUB', 'at_delivery_hub'],
    ['Assigned_for_Delivery', 'out_for_delivery'],
    ['Delivered', 'delivered'],
    ['Partial_Delivery', 'partly_delivered'],
    ['Return', 'returned'],
    ['Pickup_Cancelled', 'cancelled'],
    ['On_Hold', null],
  ])('reads status %s as the step %s', async (status, step) => {
    const { id } = await courier().create(request);
    await move(id, status);
    expect(await courier().status(id)).toEqual({ id, orderNumber: 'HT-100234', courierStatus: status, step });
  });

  it('refuses a bad phone number with Pathao reason', async () => {
    await expect(courier().create({ ...request, recipientPhone: '12345' })).rejects.toMatchObject({
      name: 'Refused',
      message: 'The courier refused the parcel: Please fix the given errors',
    });
  });

  it('never sends a second create after a lost answer: Pathao cannot be asked by the order number', async () => {
    sim.faults.plan('create', 'timeout');
    await expect(createParcelOnce(courier(300), request)).rejects.toBeInstanceOf(ParcelUnsure);
    expect(creates()).toHaveLength(1);
  });

  it('answers a 5xx as a failed courier and a 429 as busy', async () => {
    sim.faults.plan('create', 'server-error', 'rate-limit');
    await expect(courier().create(request)).rejects.toMatchObject({ name: 'ServiceFailed' });
    await expect(courier().create(request)).rejects.toBeInstanceOf(CourierBusy);
  });

  it('also answers the places and prices the shop quotes from', async () => {
    const places = pathaoCourier(settings());
    expect(await places.zones(1)).toContainEqual({ zone_id: 52, zone_name: 'Banani' });
    expect(await places.price({ cityId: 1, zoneId: 52, deliveryType: '48', weightKg: 2 })).toBe(7500);
  });
});
