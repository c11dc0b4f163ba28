/**
 * Checkout, address, courier and sign-in calls, as the call modules of this folder read them
 * (checkout.ts, places.ts, account.ts, customer.ts). The cart itself is Cart of contract.ts.
 *
 *   GET  /api/customer/addresses                -> { data: SavedAddress[] }
 *   GET  /districts/all                         -> { data: District[] }
 *   GET  /thanas/all/{districtId}               -> { data: Thana[] }
 *   GET  /get-cities                            -> { data: CourierCity[] }
 *   GET  /api/get-zone/{cityId}                 -> { data: CourierZone[] }
 *   GET  /api/get-area/{zoneId}                 -> { data: CourierArea[] }
 *   POST /customer/account/addresses/create     NewAddress payload -> { message, data: SavedAddress }
 *                                               | 422 { message, errors: {field: [messages]} }
 *   POST /api/checkout/onepage/addresses {address_id, billing, shipping}
 *        -> { message?, redirect?: boolean, data?: string (a URL to go to when redirect) }
 *   POST /api/checkout/onepage/shipping-methods {shipping_method}
 *        -> { payment_methods: PaymentMethod[], cart?: Cart } (also read from data.payment_methods)
 *           | 403 { message, redirect_url }
 *   POST /api/checkout/onepage/payment-methods {payment: PaymentMethod} -> { message? }
 *   POST /api/calculate-price  multipart: zone_name, zone_id, city_name, city_id, cart_id,
 *        delivery_type (the chosen method's, as the server gave it), item_code_N (sku), item_count_N
 *        (quantity), N = 0 .. total_items - 1, total_items   -> { data: { price, formatted_price, delivery_type } }
 *        (the server keeps the price as the cart's shipping charge for the chosen method; read the cart again)
 *   POST /api/checkout/cart/coupon {code}       -> { message, data: Cart } | 400/422 { message }
 *   DELETE /api/checkout/cart/coupon            -> { message, data: Cart }
 *   POST /api/checkout/onepage/orders {address, shipping_method, payment_method}
 *        -> { data: { success: boolean, redirect_url?: string, redirect?: boolean, message?: string,
 *             order?: { id, increment_id } } } | 4xx { message }
 *   POST /customer/login {login (email or phone), password, returnTo} -> { message?, redirect: string }
 *        | 4xx { message, errors? }
 *   POST /customer/register {first_name, last_name, email, phone, password, password_confirmation,
 *        is_subscribed} -> { success: boolean, message } | 422 { message, errors }
 */

import type { Cart } from './contract';

export interface SavedAddress {
  id: number;
  company_name: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  /** Street lines; the shop writes one. */
  address: string[];
  country: string;
  /** District name. */
  state: string;
  /** Thana name. */
  city: string;
  /** Courier area name, when the courier place is known. */
  area: string | null;
  postcode: string;
  post_code?: string;
  city_id: number | null;
  zone_id: number | null;
  area_id: number | null;
  /** The VAT number typed with the address; this shop's server answers it, another backend may not. */
  vat_id?: string | null;
  default_address: '0' | '1';
  /**
   * The district, thana and courier area named in the shopper's language (state, city and area keep the English names).
   */
  state_label: string;
  city_label: string;
  area_label: string | null;
}

/** The billing / shipping copy sent to the checkout session: a saved address without its id and display names. */
export type CheckoutAddress = Omit<
  SavedAddress,
  'id' | 'default_address' | 'post_code' | 'state_label' | 'city_label' | 'area_label'
>;

/**
 * district_name and thana_name are the English names an address stores; the labels name them in the shopper's language.
 */
export interface District {
  id: number;
  district_id: number;
  district_name: string;
  district_label: string;
}
export interface Thana {
  id: number;
  thana_name: string;
  thana_label: string;
}
/**
 * The courier's names (city_name, zone_name, area_name) are the English ones it reads; the labels name them in the
 * shopper's language.
 */
export interface CourierCity {
  city_id: number;
  city_name: string;
  city_label: string;
}
export interface CourierZone {
  zone_id: number;
  zone_name: string;
  zone_label: string;
}
export interface CourierArea {
  area_id: number;
  area_name: string;
  area_label: string;
}

export type ShippingMethodCode = 'flatrate_flatrate' | 'free_free';

/** How fast the courier delivers with a method, in hours: '12' for Express, '48' for Regular. */
export type DeliveryType = '12' | '48';

/**
 * A shipping method as the server offers it (page props and the checkout's answers); the browser keeps no list of its
 * own.
 */
export interface ShippingMethod {
  code: ShippingMethodCode;
  /** Express / Regular; Pathao Express / Pathao Regular while the courier integration is Active. */
  title: string;
  description?: string;
  /** What the courier's price call is told for this method. */
  delivery_type: DeliveryType;
}

export interface PaymentMethod {
  method: string;
  method_title: string;
  description: string;
  sort: number;
}

/**
 * What a cash order asks before Order Place (the payment method's answer): a code sent by SMS to the delivery phone,
 * or an advance paid by bKash first, with the rest due on delivery (formatted by the server).
 */
export type CashOrderNote =
  | { ask: 'code'; phone: string }
  | { ask: 'advance'; advance: number; formatted_advance: string; formatted_due: string };

/** data-props of the success page's order-placed island: the OrderPlace of an order paid at a gateway. */
export interface OrderPlacedProps {
  /** The order's number (HT-100001). */
  number: string;
  /** Its total in taka. */
  value: number;
  name: string;
  phone: string;
  email: string | null;
}

export interface PlacedOrder {
  success: boolean;
  redirect_url?: string;
  redirect?: boolean;
  message?: string;
  order?: { id: number; increment_id: string };
  /** The order waits for its payment at the gateway redirect_url opens: it is not confirmed yet. */
  awaiting_payment?: boolean;
}

/** data-props of the checkout page (data-island="checkout"); without cart and addresses the island loads them. */
export interface CheckoutPageProps {
  /** The courier integration is Active: city, zone and area in the address form, the courier's delivery price. */
  courierActive: boolean;
  /** The shipping methods with the names the server gives them. */
  shippingMethods: ShippingMethod[];
  /** First paint: the offered payment methods, the saved addresses and the cart. */
  paymentMethods?: PaymentMethod[];
  addresses?: SavedAddress[];
  cart?: Cart | null;
  /** Choices already in the checkout session (a reload keeps them). */
  selected?: { addressId: number | null; shippingMethod: ShippingMethodCode | null; paymentMethod: string | null };
  /** The signed-in customer's email: OrderPlace hashes it when the delivery address has none. */
  customerEmail?: string;
  /** What the chosen cash payment asks before Order Place (a reload keeps it). */
  cashOrder?: CashOrderNote | null;
}
