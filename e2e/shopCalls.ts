// The shop's own calls, made from a page as its islands make them: to put a shopper where a test
// starts (a cart, a saved address, a placed order) without walking through pages another test covers.
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';

/** The demo customer signs in on the sign-in page the browser shows, and lands where the shop sends them. */
export async function signInAsDemoCustomer(page: Page, landing: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Password').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landing);
}

/** One call as the islands make it (same origin, the XSRF header); a failed one throws its answer. */
export function call<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice('XSRF-TOKEN='.length),
      );
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, url, body },
  );
}

/** Thanas of Dhaka in the courier's area table (Gulshan is in its local rate table). */
export const GULSHAN = {
  country: 'BD',
  state: 'Dhaka',
  city: 'Gulshan',
  postcode: '1212',
  city_id: 1,
  zone_id: 101,
  area_id: 10102,
};
export const DHANMONDI = {
  country: 'BD',
  state: 'Dhaka',
  city: 'Dhanmondi',
  postcode: '1209',
  city_id: 1,
  zone_id: 103,
  area_id: 10301,
};

/** The demo customer as the name, email and phone of an address. */
export const DEMO_ADDRESSEE = {
  first_name: 'Demo',
  last_name: 'Customer',
  email: DEMO_CUSTOMER.email,
  phone: DEMO_CUSTOMER.phone,
};

export interface NewAddress {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string[];
}

/** Saves an address in the signed-in customer's address book, as the address form's call does. */
export async function saveAddress(page: Page, address: NewAddress & typeof GULSHAN): Promise<{ id: number }> {
  return (await call<{ data: { id: number } }>(page, 'POST', '/customer/account/addresses/create', address)).data;
}

/** The first two simple products of the listing's first page, `quantity` of each, into the cart. */
export async function addTwoListedProducts(page: Page, quantity: number): Promise<void> {
  const listed = await call<{ data: { id: number; type: string }[] }>(page, 'GET', '/shop/products/data?per_page=12');
  for (const product of listed.data.filter((p) => p.type === 'simple').slice(0, 2)) {
    await call(page, 'POST', '/api/checkout/cart', { product_id: product.id, quantity });
  }
}

/** The checkout island's calls for the cart as it is: a new saved address, a shipping method, cash on delivery. */
export async function checkOut(
  page: Page,
  address: NewAddress & typeof GULSHAN,
  shippingMethod = 'flatrate_flatrate',
): Promise<{ id: number; increment_id: string }> {
  const saved = await saveAddress(page, address);
  await call(page, 'POST', '/api/checkout/onepage/addresses', {
    address_id: saved.id,
    billing: saved,
    shipping: saved,
  });
  await call(page, 'POST', '/api/checkout/onepage/shipping-methods', { shipping_method: shippingMethod });
  await call(page, 'POST', '/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
  return (
    await call<{ data: { order: { id: number; increment_id: string } } }>(
      page,
      'POST',
      '/api/checkout/onepage/orders',
      {},
    )
  ).data.order;
}
