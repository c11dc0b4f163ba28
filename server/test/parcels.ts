import type { Kysely } from 'kysely';
import pathaoSandbox, { PATHAO_SANDBOX_CREDENTIALS } from '../../sandbox/pathao';
import { startSimulator, type RunningSimulator } from '../../sandbox/simulatorFixture';
import redxSandbox, { REDX_SANDBOX_TOKEN } from '../../sandbox/redx';
import steadfastSandbox, { STEADFAST_SANDBOX_KEYS } from '../../sandbox/steadfast';
import type { CourierConfig } from '../config';
import type { DB } from '../db/schema';
import { changeOrderStatus, ORDER_STATUS } from '../orders/statusEvents';
import { writtenOrder } from './orders';
import { COURIER_OFF } from './testShop';

export const WEBHOOK_SECRETS = {
  pathao: 'pathao-webhook-secret',
  steadfast: 'steadfast-webhook-token',
  redx: 'redx-callback-token',
};

export interface ParcelSimulators {
  pathao: RunningSimulator;
  steadfast: RunningSimulator;
  redx: RunningSimulator;
  close(): Promise<void>;
}

/** The Pathao, Steadfast and RedX simulators, each on a port of its own (a lost answer held `hangMs`). */
export async function startParcelSimulators(hangMs = 1500): Promise<ParcelSimulators> {
  const [pathao, steadfast, redx] = await Promise.all(
    [pathaoSandbox, steadfastSandbox, redxSandbox].map((plugin) => startSimulator(plugin, { hangMs })),
  );
  const close = async () => void (await Promise.all([pathao.close(), steadfast.close(), redx.close()]));
  return { pathao, steadfast, redx, close };
}

/** A shop booking Dhaka's parcels with Pathao, Chattogram's with RedX and every other's with Steadfast. */
export const parcelCourierConfig = (sims: ParcelSimulators): CourierConfig => ({
  ...COURIER_OFF,
  pathao: { baseUrl: sims.pathao.url, ...PATHAO_SANDBOX_CREDENTIALS },
  steadfast: { baseUrl: `${sims.steadfast.url}/api/v1`, ...STEADFAST_SANDBOX_KEYS },
  redx: { baseUrl: `${sims.redx.url}/v1.0.0-beta`, token: REDX_SANDBOX_TOKEN, pickupStoreId: '' },
  parcels: {
    rules: 'Dhaka=pathao, Chattogram=redx, *=steadfast',
    autoBook: false,
    pollMinutes: '',
    webhookSecrets: WEBHOOK_SECRETS,
    fraudCheck: false,
  },
});

/**
 * A confirmed cash order `n` of ৳ 1,290 (two items) to `district`, for `phone`: its shipping address is what the
 * courier is given.
 */
export async function confirmedOrder(
  db: Kysely<DB>,
  product: number,
  n: number,
  district = 'Dhaka',
  phone = '01911000001',
) {
  const id = await writtenOrder(db, n, [[product, 2]]);
  await db.updateTable('orders').set({ grand_total: 129_000, sub_total: 120_000 }).where('id', '=', id).execute();
  await db
    .insertInto('order_addresses')
    .values({
      order_id: id,
      address_type: 'shipping',
      first_name: 'Nusrat',
      last_name: 'Jahan',
      email: null,
      phone,
      address1: 'House 5, Road 11',
      city: district === 'Dhaka' ? 'Banani' : 'Kotwali',
      state: district,
      postcode: '1213',
      country: 'BD',
      // RedX takes its own delivery area id.
      area_id: district === 'Chattogram' ? 6101 : null,
    })
    .execute();
  await changeOrderStatus(db, id, ORDER_STATUS.confirmed);
  const { increment_id } = await db
    .selectFrom('orders')
    .select('increment_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, number: increment_id };
}
