import { Refused } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { courierCall, taka } from './courierHttp';
import type { Parcel, ParcelCourier, ParcelRequest, ParcelStep } from './parcel';

/** STEADFAST_* from the environment. */
export interface SteadfastSettings {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
}

/** Steadfast's delivery_status values on the shop's timeline (it reports no steps between pickup and the end). */
const STEPS: Record<string, ParcelStep | null> = {
  in_review: 'booked',
  pending: 'in_transit',
  hold: null,
  unknown: null,
  unknown_approval_pending: null,
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'partly_delivered',
  partial_delivered: 'partly_delivered',
  cancelled_approval_pending: 'cancelled',
  cancelled: 'cancelled',
};

/** Steadfast answers HTTP 200 with its own status in the body. */
interface Answer {
  status: number;
  message?: string;
  errors?: Record<string, string[]>;
  delivery_status?: string;
  consignment?: { consignment_id: number; invoice: string; tracking_code: string; status: string };
}

/**
 * Steadfast's parcels through its API (portal.packzy.com/api/v1, headers Api-Key and Secret-Key): `create_order`
 * with the order's number as the invoice, which Steadfast keeps unique, and `status_by_invoice`. A parcel is known
 * by its invoice, so one found after a lost answer is known the same way as one created. No cancel is documented
 * (the merchant cancels a consignment in the Steadfast portal), and the status answers tell no amounts.
 */
export function steadfastParcels(settings: SteadfastSettings, { timeoutMs = 10_000 } = {}): ParcelCourier {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { 'Api-Key': settings.apiKey, 'Secret-Key': settings.secretKey };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const answer = await courierCall<Answer>({ method, url: `${base}${path}`, headers, body, timeoutMs });
    if (answer.status === 200) return answer;
    const reason = answer.errors ? Object.values(answer.errors).flat().join(' ') : (answer.message ?? '');
    throw new Refused(serverText('server.courierRefusedParcel', { reason }));
  };
  const parcel = (orderNumber: string, courierStatus: string): Parcel => ({
    id: orderNumber,
    orderNumber,
    courierStatus,
    step: STEPS[courierStatus] ?? null,
  });
  const status = async (invoice: string) => {
    const answer = await call('GET', `/status_by_invoice/${encodeURIComponent(invoice)}`);
    return parcel(invoice, answer.delivery_status ?? 'unknown');
  };
  return {
    name: 'steadfast',
    portal: 'https://steadfast.com.bd',
    cancel: null,
    status,
    find: async (orderNumber) => {
      try {
        return await status(orderNumber);
      } catch (error) {
        if (error instanceof Refused) return null; // Steadfast has no consignment by that invoice
        throw error;
      }
    },
    create: async (request: ParcelRequest) => {
      const { destination: to } = request;
      const answer = await call('POST', '/create_order', {
        invoice: request.orderNumber,
        recipient_name: request.recipientName,
        recipient_phone: request.recipientPhone,
        recipient_address: `${to.address}, ${to.thana}, ${to.district}`,
        cod_amount: taka(request.cashToCollect),
        total_lot: request.itemCount,
        delivery_type: 0,
      });
      return parcel(request.orderNumber, answer.consignment?.status ?? 'in_review');
    },
  };
}

/** What Steadfast knows of a phone number's parcels across its merchants. */
export interface FraudCheck {
  parcels: number;
  delivered: number;
  cancelled: number;
}

/** Steadfast's fraud check (`GET fraud_check/{phone}`): the number's parcels, delivered and cancelled, at Steadfast. */
export function steadfastFraudCheck(settings: SteadfastSettings, { timeoutMs = 10_000 } = {}) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { 'Api-Key': settings.apiKey, 'Secret-Key': settings.secretKey };
  return async (phone: string): Promise<FraudCheck> => {
    const url = `${base}/fraud_check/${encodeURIComponent(phone)}`;
    const answer = await courierCall<{ total_parcels?: number; total_delivered?: number; total_cancelled?: number }>({
      method: 'GET',
      url,
      headers,
      timeoutMs,
    });
    return {
      parcels: Number(answer.total_parcels ?? 0),
      delivered: Number(answer.total_delivered ?? 0),
      cancelled: Number(answer.total_cancelled ?? 0),
    };
  };
}
