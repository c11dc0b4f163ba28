import type {
  CashOrderNote,
  CheckoutAddress,
  DeliveryType,
  PaymentMethod,
  PlacedOrder,
  ShippingMethodCode,
} from './checkoutContract';
import { api } from './client';
import type { Cart } from './contract';
import { cartOf } from './cart';

/** The one-page checkout's calls: each choice is saved to the checkout session on the server. */

/**
 * POST /api/checkout/onepage/addresses: the address copied into billing and shipping; a URL when the session sends the
 * shopper elsewhere.
 */
export async function saveCheckoutAddress(addressId: number, copy: CheckoutAddress): Promise<{ redirect?: string }> {
  const { data } = await api.post<{ redirect?: boolean; data?: unknown } | null>('/api/checkout/onepage/addresses', {
    address_id: addressId,
    billing: copy,
    shipping: copy,
  });
  return data?.redirect && typeof data.data === 'string' ? { redirect: data.data } : {};
}

/**
 * POST /api/checkout/onepage/shipping-methods: the payment methods now offered, and the cart with
 * the new shipping charge (null when the answer carries none). 403 { redirect_url } when the
 * session cannot go on.
 */
export async function saveShippingMethod(
  code: ShippingMethodCode,
): Promise<{ paymentMethods: PaymentMethod[]; cart: Cart | null }> {
  type Answer = {
    payment_methods?: PaymentMethod[];
    cart?: unknown;
    data?: { payment_methods?: PaymentMethod[] };
  } | null;
  const { data } = await api.post<Answer>('/api/checkout/onepage/shipping-methods', { shipping_method: code });
  return { paymentMethods: data?.payment_methods ?? data?.data?.payment_methods ?? [], cart: cartOf(data?.cart) };
}

/** POST /api/checkout/onepage/payment-methods {payment}: what a cash order asks before Order Place, if anything. */
export async function savePaymentMethod(payment: PaymentMethod): Promise<CashOrderNote | null> {
  const { data } = await api.post<{ data?: { cash_order?: CashOrderNote } } | null>(
    '/api/checkout/onepage/payment-methods',
    { payment },
  );
  return data?.data?.cash_order ?? null;
}

export interface DeliveryQuote {
  cityId: number;
  cityName: string;
  zoneId: number;
  zoneName: string;
  /** The shipping method's delivery type, as the server names it ('12' Express, '48' Regular). */
  deliveryType: DeliveryType;
  cart: Pick<Cart, 'id' | 'items'>;
}

/**
 * POST /api/calculate-price (multipart): the courier prices the parcel for the chosen address and
 * method; the server keeps the price as the cart's shipping charge when it is the chosen one.
 */
export async function quoteDeliveryPrice({
  cityId,
  cityName,
  zoneId,
  zoneName,
  deliveryType,
  cart,
}: DeliveryQuote): Promise<void> {
  const form = new FormData();
  form.append('zone_name', zoneName);
  form.append('zone_id', String(zoneId));
  form.append('city_name', cityName);
  form.append('city_id', String(cityId));
  form.append('cart_id', String(cart.id));
  form.append('delivery_type', deliveryType);
  cart.items.forEach((item, index) => {
    form.append(`item_code_${index}`, item.sku);
    form.append(`item_count_${index}`, String(item.quantity));
  });
  form.append('total_items', String(cart.items.length));
  await api.post('/api/calculate-price', form);
}

/**
 * POST /api/checkout/onepage/orders: the outcome, read from data (or from the body itself). The Idempotency-Key names
 * this order request: sent again with it (a retry after a lost answer) it answers the same order.
 */
export async function submitOrder(
  order: { address: unknown; shipping_method: ShippingMethodCode; payment_method: string; confirm_code?: string },
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const { data } = await api.post<{ data?: PlacedOrder } & PlacedOrder>('/api/checkout/onepage/orders', order, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.data ?? data;
}
