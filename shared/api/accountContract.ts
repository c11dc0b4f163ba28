/**
 * The customer's account calls, as account.ts reads them. Money fields are
 * taka numbers with formatted_* strings written by the server; times are ISO-8601 UTC.
 *
 *   GET  /customer/account/profile/edit-info      -> { data: Profile }
 *   POST /customer/account/profile/edit           ProfileEdit -> { message, data: Profile }
 *        | 422 { message, errors: {field: [messages]} } | 429 { message, errors } (too many wrong current passwords)
 *   GET  /api/customer/orders?page=&per_page=     per_page 5, 10 or 15 (default 5) -> Paged<OrderRow>
 *   GET  /api/customer/orders/{id}                -> { data: OrderDetail } | 404 (not this customer's)
 *   POST /customer/account/orders/cancel/{id}     -> { message, data: OrderDetail }
 *        | 404 (not this customer's) | 409 { message } (not pending)
 * Every call answers 401 { message, redirect_url } to a guest.
 */
import type { SavedAddress } from './checkoutContract';
import type { Paged } from './contract';
import type { ParcelStepEvent, StatusEvent } from './ordersContract';
import type { OrderReturns } from './returnsContract';

export const GENDERS = ['Male', 'Female', 'Undefined'] as const;
export type Gender = (typeof GENDERS)[number];

/** The order table shows 5, 10 or 15 orders a page; the first is the default. */
export const ORDER_PAGE_SIZES = [5, 10, 15] as const;

export interface Profile {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** Null until the customer chooses one (registration does not ask). */
  gender: Gender | null;
  /** YYYY-MM-DD, null until given. */
  date_of_birth: string | null;
  subscribed_to_news_letter: boolean;
  /** The shop keeps no profile pictures: always null. */
  image: string | null;
}

/** What Update Profile posts: the profile's fields, news_letter, and the optional password change. */
export interface ProfileEdit {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  gender: Gender | '';
  date_of_birth: string;
  news_letter: boolean;
  current_password?: string;
  new_password?: string;
  new_password_confirmation?: string;
}

export interface OrderRow {
  id: number;
  increment_id: string;
  customer_first_name: string;
  customer_last_name: string;
  /** pending, processing, completed, cancelled ... */
  status: string;
  status_label: string;
  grand_total: number;
  formatted_grand_total: string;
  created_at: string;
}

export interface OrderAddress {
  name: string;
  address1: string;
  city: string;
  state: string;
  /** The district (state) and thana (city) named in the shopper's language. */
  state_label: string;
  city_label: string;
  postcode: string;
  /** Country code (BD). */
  country: string;
  phone: string;
}

export interface OrderItemView {
  sku: string;
  name: string;
  price: number;
  formatted_price: string;
  qty_ordered: number;
  total: number;
  formatted_total: string;
  tax_percent: number;
  tax_amount: number;
  formatted_tax_amount: string;
}

export interface OrderDetail extends OrderRow {
  subtotal: number;
  formatted_subtotal: string;
  shipping_handling: number;
  formatted_shipping_handling: string;
  /** The coupon's discount: grand_total = subtotal + shipping_handling + tax - discount_amount. */
  discount_amount: number;
  formatted_discount_amount: string;
  coupon_code: string | null;
  tax: number;
  formatted_tax: string;
  total_paid: number;
  formatted_total_paid: string;
  total_refunded: number;
  formatted_total_refunded: string;
  total_due: number;
  formatted_total_due: string;
  /** Waiting for its payment at a gateway: Pay now may try again or switch to cash on delivery. */
  can_pay?: boolean;
  /** The order's payment method's code (cashondelivery, bkash, sslcommerz): what Pay now pays by. */
  payment_code?: string;
  billing_address: OrderAddress | null;
  shipping_address: OrderAddress | null;
  /** The shipping method's title (Pathao Express ...). */
  shipping_method: string;
  /** The payment method's title (Cash On Delivery). */
  payment_method: string;
  items: OrderItemView[];
  /** Only a pending order may be cancelled. */
  can_cancel: boolean;
  /** Every status the order took, oldest first, with its time. */
  status_history: StatusEvent[];
  /** The parcel's timeline; empty until it is booked. */
  parcel_steps: ParcelStepEvent[];
}

/** Page props (data-props) of the account islands. */
export interface AccountOrdersProps {
  orders: Paged<OrderRow>;
}
export interface AccountOrderProps {
  order: OrderDetail;
  /** The order's returns (shared/api/returnsContract.ts); absent where a page has none to show. */
  returns?: OrderReturns;
}
export interface AccountAddressesProps {
  addresses: SavedAddress[];
}
export interface AccountAddressNewProps {
  courierActive: boolean;
}
