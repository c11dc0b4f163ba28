import type { OrderDetail } from '../../../shared/api/accountContract';
import { Browser, islandProps, pageScripts } from '../../test/browser';
import { GULSHAN_HOME, orderThrough, register, signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const html = { accept: 'text/html' };

const PAGES = [
  ['/customer/account/profile', 'Update Profile', 'Profile'],
  ['/customer/account/orders/data', 'My Orders', 'Orders'],
  ['/customer/account/reviews', 'My Reviews', 'Reviews'],
  ['/customer/account/downloadable-products', 'My Downloads', 'Downloads'],
  ['/customer/account/addresses', 'My Addresses', 'Addresses'],
  ['/customer/account/addresses/create', 'Add New Address', 'Addresses'],
] as const;

/** The side menu, in its order. */
const MENU = [
  ['Profile', '/customer/account/profile'],
  ['Orders', '/customer/account/orders/data'],
  ['Reviews', '/customer/account/reviews'],
  ['Downloads', '/customer/account/downloadable-products'],
  ['Addresses', '/customer/account/addresses'],
] as const;

describe.each(TEST_DIALECTS)('the account pages on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });

  it.each(PAGES.map(([url]) => url))('sends a guest from %s to sign in, and back after signing in', async (url) => {
    const guest = new Browser(shop.app);
    const page = await guest.get(url, html);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/customer/login');
    expect((await guest.post('/customer/login', await register(guest, 'Guest'))).json().redirect).toBe(url);
  });

  it('shows the side menu on every account page, the current section marked', async () => {
    const { browser } = await signedInShopper(shop);
    for (const [url, heading, section] of PAGES) {
      const page = await browser.get(url, html);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${heading}</h1>`);
      for (const [label, href] of MENU) {
        const current = label === section ? ' aria-current="page"' : '';
        expect(page.body).toContain(`<li><a href="${href}"${current}>${label}</a></li>`);
      }
    }
    expect((await browser.get('/customer/account', html)).headers.location).toBe('/customer/account/profile');
  });

  it(
    "mounts the reviews island with the customer's first page of reviews, and says plainly there are no " + 'downloads',
    async () => {
      const { browser } = await signedInShopper(shop);
      expect(islandProps((await browser.get('/customer/account/reviews', html)).body, 'account-reviews')).toEqual({
        reviews: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
      });
      const downloads = (await browser.get('/customer/account/downloadable-products', html)).body;
      expect(downloads).toContain('You have no downloadable products.');
      expect(downloads).not.toContain('data-island="account-');
    },
  );

  it('mounts the profile, orders and address islands with their first paint', async () => {
    const { browser } = await signedInShopper(shop);
    const profile = await browser.get('/customer/account/profile', html);
    expect(pageScripts(profile.body)).toContain('/build/account-profile.js');

    expect(islandProps((await browser.get('/customer/account/orders/data', html)).body, 'account-orders')).toEqual(
      expect.objectContaining({ orders: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } } }),
    );
    const id = await orderThrough(browser, [[shop.stock.saree, 1]]);
    const orders = islandProps((await browser.get('/customer/account/orders/data', html)).body, 'account-orders');
    expect(orders.orders).toEqual(
      expect.objectContaining({ data: [expect.objectContaining({ id, formatted_grand_total: '৳ 2,550' })] }),
    );

    const addresses = islandProps((await browser.get('/customer/account/addresses', html)).body, 'account-addresses');
    expect(addresses.addresses).toEqual([
      expect.objectContaining({ first_name: GULSHAN_HOME.first_name, default_address: '1' }),
    ]);
    expect(
      islandProps((await browser.get('/customer/account/addresses/create', html)).body, 'account-address-new'),
    ).toEqual(expect.objectContaining({ courierActive: true }));
  });

  it(
    "names the districts and thanas of a Bangla shopper's order and address book in Bangla, " +
      'storing them in English',
    async () => {
      const { browser } = await signedInShopper(shop);
      const id = await orderThrough(browser, [[shop.stock.panjabi, 1]]);
      browser.cookies.set('haat_lang', 'bn');
      const page = await browser.get(`/customer/account/orders/view/${id}`, html);
      const { order } = islandProps<{ order: OrderDetail }>(page.body, 'account-order');
      expect(order.shipping_address).toEqual(
        expect.objectContaining({ state: 'Dhaka', city: 'Gulshan', state_label: 'ঢাকা', city_label: 'গুলশান' }),
      );
      const book = islandProps((await browser.get('/customer/account/addresses', html)).body, 'account-addresses');
      expect(book.addresses).toEqual([
        expect.objectContaining({ state: 'Dhaka', city: 'Gulshan', state_label: 'ঢাকা', city_label: 'গুলশান' }),
      ]);
    },
  );

  it("opens the customer's own order and answers 404 for anyone else's", async () => {
    const { browser } = await signedInShopper(shop);
    const id = await orderThrough(browser, [[shop.stock.panjabi, 1]]);
    const page = await browser.get(`/customer/account/orders/view/${id}`, html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>Order #HT-${100000 + id}</h1>`);
    expect(islandProps(page.body, 'account-order').order).toEqual(
      expect.objectContaining({ id, status: 'pending', can_cancel: true }),
    );

    const other = await signedInShopper(shop, 'Karim');
    const refused = await other.browser.get(`/customer/account/orders/view/${id}`, html);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('data-island="account-order"');
    expect((await browser.get('/customer/account/orders/view/abc', html)).statusCode).toBe(422);
  });
});
