import type { Cart } from '../api/contract';
import type { CheckoutPageProps, PaymentMethod, SavedAddress, ShippingMethod } from '../api/checkoutContract';
import { api } from '../api/client';

/** Test data: a two-line cart of ৳ 1,090. */
export function checkoutCart(extra: Partial<Cart> = {}): Cart {
  const line = (id: number, name: string, price: number, quantity: number) => ({
    id,
    product_id: id * 10,
    variant_id: null,
    name,
    sku: `SKU-${id}`,
    url_key: `product-${id}`,
    type: 'simple' as const,
    quantity,
    price,
    total: price * quantity,
    formatted_price: `৳ ${price}`,
    formatted_total: `৳ ${price * quantity}`,
    regular_price: price,
    formatted_regular_price: `৳ ${price}`,
    base_image: { small_image_url: null },
  });
  return {
    id: 7,
    items: [line(1, 'Miniket Rice 5kg', 450, 2), line(2, 'Soybean Oil 1L', 190, 1)],
    items_count: 2,
    items_qty: 3,
    base_sub_total: 1090,
    sub_total: 1090,
    formatted_sub_total: '৳ 1,090',
    discount_amount: 0,
    formatted_discount_amount: '৳ 0',
    coupon_code: null,
    shipping_amount: 0,
    formatted_shipping_amount: '৳ 0',
    grand_total: 1090,
    formatted_grand_total: '৳ 1,090',
    ...extra,
  };
}

export const karimHome: SavedAddress = {
  id: 31,
  company_name: null,
  first_name: 'Karim',
  last_name: 'Uddin',
  email: 'karim@example.com',
  phone: '01812345678',
  address: ['House 12, Road 5'],
  country: 'BD',
  state: 'Dhaka',
  city: 'Mirpur',
  area: 'Mirpur 10',
  postcode: '1216',
  city_id: 1,
  zone_id: 12,
  area_id: 301,
  default_address: '1',
  state_label: 'Dhaka',
  city_label: 'Mirpur',
  area_label: 'Mirpur 10',
};

export const karimOffice: SavedAddress = {
  ...karimHome,
  id: 32,
  address: ['Level 4, Bashundhara City'],
  city: 'Tejgaon',
  city_label: 'Tejgaon',
  area: null,
  area_label: null,
  postcode: '1215',
  city_id: null,
  zone_id: null,
  area_id: null,
  default_address: '0',
};

/** The two methods as the server offers them: named Pathao Express / Pathao Regular while the courier is Active. */
export function offeredMethods(courierActive: boolean): ShippingMethod[] {
  const prefix = courierActive ? 'Pathao ' : '';
  return [
    { code: 'flatrate_flatrate', title: `${prefix}Express`, delivery_type: '12' },
    { code: 'free_free', title: `${prefix}Regular`, delivery_type: '48' },
  ];
}

/** The checkout page's data-props as the server writes them; without cart and addresses the island loads them. */
export function checkoutProps(props: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  const courierActive = props.courierActive ?? false;
  return { courierActive, shippingMethods: offeredMethods(courierActive), ...props };
}

export const cashOnDelivery: PaymentMethod = {
  method: 'cashondelivery',
  method_title: 'Cash On Delivery',
  description: 'Pay when the parcel arrives',
  sort: 1,
};

/** The GET answers of the checkout's calls; a test changes the ones it needs. */
export function serverLists(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '/api/checkout/cart': { data: checkoutCart() },
    '/api/customer/addresses': { data: [karimHome, karimOffice] },
    '/districts/all': {
      data: [
        { id: 14, district_id: 14, district_name: 'Dhaka', district_label: 'Dhaka' },
        { id: 9, district_id: 9, district_name: 'Chattogram', district_label: 'Chattogram' },
      ],
    },
    '/thanas/all/14': {
      data: [
        { id: 1401, thana_name: 'Cantonment', thana_label: 'Cantonment' },
        { id: 1402, thana_name: 'Mirpur', thana_label: 'Mirpur' },
      ],
    },
    '/get-cities': {
      data: [
        { city_id: 1, city_name: 'Dhaka', city_label: 'Dhaka' },
        { city_id: 2, city_name: 'Chattogram', city_label: 'Chattogram' },
      ],
    },
    '/api/get-zone/1': { data: [{ zone_id: 12, zone_name: 'Mirpur', zone_label: 'Mirpur' }] },
    '/api/get-zone/2': { data: [] },
    '/api/get-area/12': { data: [{ area_id: 301, area_name: 'Mirpur 10', area_label: 'Mirpur 10' }] },
    ...overrides,
  };
}

/** Answers every GET from the lists (the mocked client), refusing anything else. */
export function answerGets(lists: Record<string, unknown>): void {
  (api.get as jest.Mock).mockImplementation(async (url: string) => {
    if (url in lists) return { data: lists[url] };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** A failed call as the axios client rejects it. */
export function httpFailure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}
