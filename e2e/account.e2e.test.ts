// The customer's account in Chromium on a fresh database: the demo customer signs in from an
// account page and comes back to it, finds an order placed through the shop's calls in My Orders,
// cancels it (the coupon use comes back), completes the profile and adds an address with the
// courier place (the courier is Active), told saved on the address list; every account page fits a phone.
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import { eventually, PHONE, queryShop, screenshot, shopAndBrowser, STARTUP_MS, type RunningShop } from './harness';
import { addTwoListedProducts, call, checkOut, DEMO_ADDRESSEE, GULSHAN, signInAsDemoCustomer } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(90_000);

const ACCOUNT_PAGES = [
  '/customer/account/profile',
  '/customer/account/orders/data',
  '/customer/account/reviews',
  '/customer/account/downloadable-products',
  '/customer/account/addresses',
  '/customer/account/addresses/create',
];

let shop: RunningShop;
let page: Page;
let errors: string[];

beforeAll(async () => ({ shop, page, errors } = await shopAndBrowser()), STARTUP_MS);

const flash = (text: string) => page.locator('[data-island="flash-messages"]').getByText(text, { exact: true });
const timesUsed = () =>
  queryShop<{ n: number }>(shop, "SELECT times_used n FROM coupons WHERE code = 'WELCOME200'")[0].n;

/** Two simple products with WELCOME200 to a Gulshan address, Express, cash on delivery: the checkout island's calls. */
async function placeOrder(): Promise<{ id: number; increment_id: string }> {
  await addTwoListedProducts(page, 3);
  await call(page, 'POST', '/api/checkout/cart/coupon', { code: 'WELCOME200' });
  return checkOut(page, { ...DEMO_ADDRESSEE, address: ['House 12, Road 5'], ...GULSHAN });
}

it('sends a guest from the account to sign in and back to Update Profile', async () => {
  await visit(page, `${shop.url}/customer/account/profile`);
  expect(new URL(page.url()).pathname).toBe('/customer/login');
  await signInAsDemoCustomer(page, `${shop.url}/customer/account/profile`);
  await page.getByRole('textbox', { name: 'First Name' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(DEMO_CUSTOMER.email);
});

it('lists the new order in My Orders, opens it and cancels it, giving the coupon use back', async () => {
  const order = await placeOrder();
  const used = timesUsed();
  await visit(page, `${shop.url}/`);
  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL(`${shop.url}/customer/account/orders/data`);
  const row = page.getByRole('row').filter({ hasText: order.increment_id });
  await row.getByText('Pending').waitFor();
  await row.getByRole('link', { name: `#${order.increment_id}` }).click();
  await page.waitForURL(`${shop.url}/customer/account/orders/view/${order.id}`);
  await page.getByText('Discount (WELCOME200)').waitFor();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await flash('Order Successfully Cancelled.').waitFor();
  await screenshot(page, 'account-order-cancelled', { fullPage: true });
  await expect(page.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
  expect(queryShop<{ status: string }>(shop, 'SELECT status FROM orders WHERE id = ?', order.id)).toEqual([
    { status: 'cancelled' },
  ]);
  expect(timesUsed()).toBe(used - 1);
});

it('completes the profile with gender and date of birth', async () => {
  await visit(page, `${shop.url}/customer/account/profile`);
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await page.getByLabel('Date of Birth').fill('1992-06-15');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await flash('Profile Updated Successfully').waitFor();
  expect(queryShop(shop, 'SELECT gender, date_of_birth FROM customers WHERE email = ?', DEMO_CUSTOMER.email)).toEqual([
    { gender: 'Female', date_of_birth: '1992-06-15' },
  ]);
});

it('adds a default address with its courier place, says so on My Addresses and shows it first there', async () => {
  await visit(page, `${shop.url}/customer/account/addresses`);
  await page.getByRole('link', { name: 'Add New Address' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Shila');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Akter');
  await page.getByRole('textbox', { name: 'Email' }).fill('shila@example.com');
  await page.getByRole('textbox', { name: 'Street Address' }).fill('Flat 4A, 27 Lake Circus');
  await page.getByRole('combobox', { name: 'District' }).selectOption('Dhaka');
  await page
    .getByRole('combobox', { name: 'Thana' })
    .locator('option', { hasText: 'Dhanmondi' })
    .waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: 'Thana' }).selectOption('Dhanmondi');
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Aarong');
  await page.getByRole('textbox', { name: 'VAT Number (optional)' }).fill('000123456-0101');
  // The courier is Active: its place is asked for, so checkout can deliver to the address.
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('The city field is required').waitFor();
  await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Dhaka' });
  await page
    .getByRole('combobox', { name: 'Zone' })
    .locator('option', { hasText: 'Dhanmondi' })
    .waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: 'Zone' }).selectOption({ label: 'Dhanmondi' });
  await page.getByRole('combobox', { name: 'Area' }).locator('option').nth(1).waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: 'Area' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Zip / Postcode' }).fill('1209');
  await page.getByRole('textbox', { name: 'Telephone' }).fill('01822333444');
  await page.getByRole('checkbox', { name: 'Use as my default address' }).check();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.waitForURL(`${shop.url}/customer/account/addresses`);
  // Said on the page the shopper lands on, not only on the one left.
  await flash('Address Saved Successfully').waitFor();
  await screenshot(page, 'account-addresses-saved');
  const first = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first();
  await eventually(async () => expect(await first.innerText()).toMatch(/Shila Akter\s*Default/));
  expect(
    queryShop(
      shop,
      "SELECT city, city_id, zone_id, company_name, vat_id, default_address FROM addresses WHERE first_name = 'Shila'",
    ),
  ).toEqual([
    {
      city: 'Dhanmondi',
      city_id: 1,
      zone_id: expect.any(Number),
      company_name: 'Aarong',
      vat_id: '000123456-0101',
      default_address: 1,
    },
  ]);
});

it('fits every account page on a phone, without errors', async () => {
  await page.setViewportSize(PHONE);
  for (const path of ACCOUNT_PAGES) {
    await visit(page, shop.url + path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ path, overflow }).toEqual({ path, overflow: 0 });
    await screenshot(page, `account${path.replace(/\/customer\/account|\//g, '-')}-phone`, { fullPage: true });
  }
  expect(errors).toEqual([]);
});
