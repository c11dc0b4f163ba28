import steadfastSandbox, { STEADFAST_SANDBOX_KEYS } from '../../sandbox/steadfast';
import { startSimulator, type RunningSimulator } from '../../sandbox/simulatorFixture';
import { CourierBusy } from './courierHttp';
import { createParcelOnce, type ParcelRequest } from './parcel';
import { steadfastParcels } from './steadfast';

const request: ParcelRequest = {
  orderNumber: 'HT-100231',
  recipientName: 'Rahima Akter',
  recipientPhone: '01712345678',
  destination: { address: 'House 17, Road 3/A', thana: 'Dhanmondi', district: 'Dhaka' },
  cashToCollect: 106_000,
  value: 100_000,
  weightKg: 1,
  itemCount: 2,
};

describe('the Steadfast driver against the Steadfast simulator', () => {
  let sim: RunningSimulator;
  const courier = (timeoutMs = 500) =>
    steadfastParcels({ baseUrl: `${sim.url}/api/v1`, ...STEADFAST_SANDBOX_KEYS }, { timeoutMs });
  const move = (invoice: string, status: string) =>
    fetch(`${sim.url}/sandbox/consignments/${invoice}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  beforeEach(async () => {
    sim = await startSimulator(steadfastSandbox, { hangMs: 1500 });
  });
  afterEach(() => sim.close());

  it('creates a consignment with the order number as invoice, the recipient and the cash in taka', async () => {
    const parcel = await courier().create(request);
    expect(parcel).toEqual({ id: 'HT-100231', orderNumber: 'HT-100231', courierStatus: 'in_review', step: 'booked' });
    const create = sim.calls.find((call) => call.url === '/api/v1/create_order')!;
    expect(create.headers).toMatchObject({ 'api-key': 'sandbox-api-key', 'secret-key': 'sandbox-secret-key' });
    expect(create.body).toEqual({
      invoice: 'HT-100231',
      recipient_name: 'Rahima Akter',
      recipient_phone: '01712345678',
      recipient_address: 'House 17, Road 3/A, Dhanmondi, Dhaka',
      cod_amount: 1060,
      total_lot: 2,
      delivery_type: 0,
    });
  });

  it.each([
    ['in_review', 'booked'],
    ['pending', 'in_transit'],
    ['hold', null],
    ['delivered_approval_pending', 'delivered'],
    ['partial_delivered', 'partly_delivered'],
    ['cancelled', 'cancelled'],
  ])('reads status %s as the step %s', async (status, step) => {
    await courier().create(request);
    await move(request.orderNumber, status);
    expect(await courier().status(request.orderNumber)).toMatchObject({ courierStatus: status, step });
  });

  it('finds a parcel whose create answer was lost, and never books the order twice', async () => {
    sim.faults.plan('create', 'timeout');
    const parcel = await createParcelOnce(courier(300), request);
    expect(parcel).toMatchObject({ id: 'HT-100231', step: 'booked' });
    expect(sim.calls.filter((call) => call.url === '/api/v1/create_order')).toHaveLength(1);
    // Asked again later (the booking run restarted), it is found, not created.
    expect(await createParcelOnce(courier(), request)).toMatchObject({ id: 'HT-100231' });
    expect(sim.calls.filter((call) => call.url === '/api/v1/create_order')).toHaveLength(1);
  });

  it('refuses a second create for the same invoice, as Steadfast does', async () => {
    await courier().create(request);
    await expect(courier().create(request)).rejects.toMatchObject({
      name: 'Refused',
      message: 'The courier refused the parcel: The invoice has already been taken.',
    });
  });

  it('answers a 5xx as a failed courier and a 429 as busy, creating nothing', async () => {
    sim.faults.plan('create', 'server-error', 'rate-limit');
    await expect(courier().create(request)).rejects.toMatchObject({ name: 'ServiceFailed' });
    await expect(courier().create(request)).rejects.toBeInstanceOf(CourierBusy);
    expect(await courier().find!(request.orderNumber)).toBeNull();
    expect(await createParcelOnce(courier(), request)).toMatchObject({ step: 'booked' });
  });

  it('is refused with the wrong keys', async () => {
    const wrong = steadfastParcels({ baseUrl: `${sim.url}/api/v1`, apiKey: 'x', secretKey: 'y' });
    await expect(wrong.create(request)).rejects.toMatchObject({ name: 'ServiceFailed' });
  });
});
