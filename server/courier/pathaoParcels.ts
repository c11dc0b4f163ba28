import { Refused, ServiceFailed } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { COURIER_UNREACHABLE_TEXT } from './courier';
import { CourierBusy, taka } from './courierHttp';
import { AnswerLost, type Parcel, type ParcelCourier, type ParcelRequest, type ParcelStep } from './parcel';
import { pathaoApi, PathaoRefusal, type PathaoApiOptions, type PathaoSettings } from './pathaoApi';

/** Pathao's order statuses (order_status_slug) on the shop's timeline. */
const STEPS: Record<string, ParcelStep | null> = {
  Pending: 'booked',
  Pickup_Requested: 'booked',
  Assigned_for_Pickup: 'booked',
  Pickup_Failed: 'booked',
  Pickup_Cancelled: 'cancelled',
  Picked: 'picked_up',
  At_the_Sorting_HUB: 'in_transit',
  In_Transit: 'in_transit',
  Received_at_Last_Mile_HUB: 'at_delivery_hub',
  Delivery_Failed: 'at_delivery_hub',
  On_Hold: null,
  Assigned_for_Delivery: 'out_for_delivery',
  Delivered: 'delivered',
  Payment_Invoice: 'delivered',
  Partial_Delivery: 'partly_delivered',
  Return: 'returned',
  Paid_Return: 'returned',
};

interface OrderInfo {
  consignment_id: string;
  merchant_order_id?: string;
  order_status: string;
  order_status_slug?: string;
}

function parcelOf(info: OrderInfo, orderNumber: string): Parcel {
  const courierStatus = info.order_status_slug ?? info.order_status;
  return { id: String(info.consignment_id), orderNumber, courierStatus, step: STEPS[courierStatus] ?? null };
}

/** Pathao's refusals as the shop's errors. */
async function shopError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PathaoRefusal)) throw error;
    if (error.status === 504) throw new AnswerLost();
    if (error.status === 429) throw new CourierBusy(60);
    if ([400, 404, 422].includes(error.status))
      throw new Refused(serverText('server.courierRefusedParcel', { reason: error.message }));
    throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
  }
}

/**
 * Pathao's parcels through its merchant API: `POST orders` with the order's number as merchant_order_id and
 * `GET orders/{consignment_id}/info`. The API documents no lookup by merchant_order_id and no cancel (the merchant
 * cancels a pending order in the merchant panel), and its info answer tells no amounts.
 */
export function pathaoParcels(settings: PathaoSettings, options: PathaoApiOptions = {}): ParcelCourier {
  const authorized = pathaoApi(settings, options);
  return {
    name: 'pathao',
    portal: 'https://merchant.pathao.com',
    find: null,
    cancel: null,
    create: (request: ParcelRequest) =>
      shopError(async () => {
        const { destination: to } = request;
        const answer = await authorized<OrderInfo>('POST', '/aladdin/api/v1/orders', {
          store_id: Number(settings.storeId),
          merchant_order_id: request.orderNumber,
          recipient_name: request.recipientName,
          recipient_phone: request.recipientPhone,
          recipient_address: `${to.address}, ${to.thana}, ${to.district}`,
          ...(to.cityId ? { recipient_city: to.cityId } : {}),
          ...(to.zoneId ? { recipient_zone: to.zoneId } : {}),
          ...(to.areaId ? { recipient_area: to.areaId } : {}),
          delivery_type: 48,
          item_type: 2,
          item_quantity: request.itemCount,
          item_weight: request.weightKg,
          amount_to_collect: Math.round(taka(request.cashToCollect)),
        });
        if (!answer.data?.consignment_id) throw new PathaoRefusal(502, 'no consignment_id');
        return parcelOf(answer.data, request.orderNumber);
      }),
    status: (id: string) =>
      shopError(async () => {
        const answer = await authorized<OrderInfo>('GET', `/aladdin/api/v1/orders/${encodeURIComponent(id)}/info`);
        if (!answer.data?.order_status) throw new PathaoRefusal(502, 'no order_status');
        return parcelOf({ ...answer.data, consignment_id: id }, answer.data.merchant_order_id ?? '');
      }),
  };
}
