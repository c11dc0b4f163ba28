import { Refused, ServiceFailed } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { COURIER_UNREACHABLE_TEXT } from './courier';
import { courierCall, taka } from './courierHttp';
import type { ParcelCourier, ParcelRequest, ParcelStep } from './parcel';

/** REDX_* from the environment. */
export interface RedxSettings {
  baseUrl: string;
  token: string;
  /** The pickup store parcels leave from; empty: the account's default. */
  pickupStoreId: string;
}

/** RedX's parcel statuses on the shop's timeline. */
const STEPS: Record<string, ParcelStep | null> = {
  'pickup-pending': 'booked',
  'pickup-in-progress': 'booked',
  'ready-for-delivery': 'picked_up',
  'agent-area-change': 'in_transit',
  'agent-hold': 'at_delivery_hub',
  'delivery-in-progress': 'out_for_delivery',
  delivered: 'delivered',
  'agent-returning': 'returned',
  returned: 'returned',
  cancelled: 'cancelled',
};

interface Info {
  parcel?: { tracking_id: string; status: string; tenant_invoice_id?: string; cash_collection_amount?: unknown };
}

/**
 * RedX's parcels through its open API (header API-ACCESS-TOKEN: Bearer ...): `POST parcel` with the order's number
 * as tenant_invoice_id, `GET parcel/info/{tracking_id}`, and cancel as `PATCH parcels` setting the status. RedX
 * needs its own delivery area id; it documents no lookup by the invoice id.
 */
export function redxParcels(settings: RedxSettings, { timeoutMs = 10_000 } = {}): ParcelCourier {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { 'API-ACCESS-TOKEN': `Bearer ${settings.token}` };
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
    courierCall<T>({ method, url: `${base}${path}`, headers, body, timeoutMs });
  return {
    name: 'redx',
    portal: 'https://redx.com.bd',
    find: null,
    create: async (request: ParcelRequest) => {
      const { destination: to } = request;
      if (!to.areaId) throw new Refused(serverText('server.courierRefusedParcel', { reason: 'delivery_area_id' }));
      const answer = await call<{ tracking_id?: string }>('POST', '/parcel', {
        customer_name: request.recipientName,
        customer_phone: request.recipientPhone,
        delivery_area: to.thana,
        delivery_area_id: to.areaId,
        customer_address: `${to.address}, ${to.thana}, ${to.district}`,
        tenant_invoice_id: request.orderNumber,
        cash_collection_amount: String(taka(request.cashToCollect)),
        parcel_weight: Math.round(request.weightKg * 1000),
        value: taka(request.value),
        ...(settings.pickupStoreId ? { pickup_store_id: Number(settings.pickupStoreId) } : {}),
      });
      if (!answer.tracking_id) throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
      return {
        id: answer.tracking_id,
        orderNumber: request.orderNumber,
        courierStatus: 'pickup-pending',
        step: 'booked',
      };
    },
    status: async (id: string) => {
      const { parcel } = await call<Info>('GET', `/parcel/info/${encodeURIComponent(id)}`);
      if (!parcel) throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
      return {
        id,
        orderNumber: parcel.tenant_invoice_id ?? '',
        courierStatus: parcel.status,
        step: STEPS[parcel.status] ?? null,
        ...(parcel.cash_collection_amount === undefined
          ? {}
          : { cashToCollect: Math.round(Number(parcel.cash_collection_amount) * 100) }),
      };
    },
    cancel: async (id: string, reason: string) => {
      const answer = await call<{ success?: boolean; message?: string }>('PATCH', '/parcels', {
        entity_type: 'parcel-tracking-id',
        entity_id: id,
        update_details: { property_name: 'status', new_value: 'cancelled', reason },
      });
      if (!answer.success)
        throw new Refused(serverText('server.courierRefusedParcel', { reason: answer.message ?? '' }));
    },
  };
}
