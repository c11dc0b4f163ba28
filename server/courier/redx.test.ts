import redxSandbox, { REDX_SANDBOX_TOKEN } from '../../sandbox/redx';
import { startSimulator, type RunningSimulator } from '../../sandbox/simulatorFixture';
import { CourierBusy } from './courierHttp';
import { createParcelOnce, ParcelUnsure, type ParcelRequest } from './parcel';
import { redxParcels } from './redx';

const request: ParcelRequest = {
  orderNumber: 'HT-100232',
  recipientName: 'Karim Uddin',
  recipientPhone: '01812345678',
  destination: { address: 'House 9, Road 11', thana: 'Mirpur DOHS', district: 'Dhaka', areaId: 12 },
  cashToCollect: 132_950,
  value: 125_000,
  weightKg: 0.5,
  itemCount: 1,
};

describe('the RedX driver against the RedX simulator', () => {
  let sim: RunningSimulator;
  const courier = (timeoutMs = 500) =>
    redxParcels({ baseUrl: `${sim.url}/v1.0.0-beta`, token: REDX_SANDBOX_TOKEN, pickupStoreId: '' }, { timeoutMs });
  const creates = () => sim.calls.filter((call) => call.url === '/v1.0.0-beta/parcel');
  const move = (id: string, status: string) =>
    fetch(`${sim.url}/sandbox/parcels/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  beforeEach(async () => {
    sim = await startSimulator(redxSandbox, { hangMs: 1500 });
  });
  afterEach(() => sim.close());

  it('creates a parcel with the order number as invoice id, its area id, grams and the cash in taka', async () => {
    const parcel = await courier().create(request);
    expect(parcel).toMatchObject({ orderNumber: 'HT-100232', courierStatus: 'pickup-pending', step: 'booked' });
    expect(creates()[0].headers['api-access-token']).toBe(`Bearer ${REDX_SANDBOX_TOKEN}`);
    expect(creates()[0].body).toEqual({
      customer_name: 'Karim Uddin',
      customer_phone: '01812345678',
      delivery_area: 'Mirpur DOHS',
      delivery_area_id: 12,
      customer_address: 'House 9, Road 11, Mirpur DOHS, Dhaka',
      tenant_invoice_id: 'HT-100232',
      cash_collection_amount: '1329.5',
      parcel_weight: 500,
      value: 1250,
    });
    expect(await courier().status(parcel.id)).toMatchObject({ id: parcel.id, orderNumber: 'HT-100232' });
  });

  it('refuses a destination without its RedX area id before calling', async () => {
    const noArea = { ...request, destination: { ...request.destination, areaId: undefined } };
    await expect(courier().create(noArea)).rejects.toMatchObject({ name: 'Refused' });
    expect(creates()).toHaveLength(0);
  });

  it.each([
    ['pickup-pending', 'booked'],
    ['ready-for-delivery', 'picked_up'],
    ['agent-area-change', 'in_transit'],
    ['agent-hold', 'at_delivery_hub'],
    ['delivery-in-progress', 'out_for_delivery'],
    ['delivered', 'delivered'],
    ['returned', 'returned'],
    ['something-new', null],
  ])('reads status %s as the step %s', async (status, step) => {
    const { id } = await courier().create(request);
    await move(id, status);
    expect(await courier().status(id)).toMatchObject({ courierStatus: status, step });
  });

  it('cancels a parcel not yet picked up, and is refused once it is', async () => {
    const first = await courier().create(request);
    await courier().cancel!(first.id, 'The shopper cancelled');
    expect(await courier().status(first.id)).toMatchObject({ step: 'cancelled' });
    const second = await courier().create({ ...request, orderNumber: 'HT-100233' });
    await move(second.id, 'delivery-in-progress');
    await expect(courier().cancel!(second.id, 'too late')).rejects.toMatchObject({ name: 'Refused' });
  });

  it('never sends a second create after a lost answer: RedX cannot be asked by the order number', async () => {
    sim.faults.plan('create', 'timeout');
    await expect(createParcelOnce(courier(300), request)).rejects.toBeInstanceOf(ParcelUnsure);
    expect(creates()).toHaveLength(1);
  });

  it('answers a 5xx as a failed courier and a 429 as busy', async () => {
    sim.faults.plan('create', 'server-error', 'rate-limit');
    await expect(courier().create(request)).rejects.toMatchObject({ name: 'ServiceFailed' });
    await expect(courier().create(request)).rejects.toBeInstanceOf(CourierBusy);
    sim.faults.plan('status', 'rate-limit');
    const { id } = await courier().create(request);
    await expect(courier().status(id)).rejects.toMatchObject({ retryAfterSeconds: 1 });
  });
});
