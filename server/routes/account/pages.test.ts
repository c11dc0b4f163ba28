import { Browser, startTestShop, TEST_DIALECTS, type TestShop } from '../../test/testApp';
import { GULSHAN_HOME, signedInShopper, stockShelves } from '../checkout/shoppers';
import { ACCOUNT_MENU } from './menu';
import { orderThrough } from './orderFixtures';

const html = { accept: 'text/html' };

/** The JSON a page wrote into an island's data-props. */
function islandProps(page: string, island: string): Record<string, unknown> {
  const match = page.match(new RegExp(`data-island="${island}"[^>]*data-props="([^"]*)"`));
  if (!match) throw new Error(`no ${island} island with props`);
  return JSON.parse(match[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}

const PAGES = [
  ['/customer/account/profile', 'Update Profile', 'Profile'],
  ['/customer/account/orders/data', 'My Orders', 'Orders'],
  ['/customer/account/reviews', 'My Reviews', 'Reviews'],
  ['/customer/account/downloadable-products', 'My Downloads', 'Downloads'],
  ['/customer/account/addresses', 'My Addresses', 'Addresses'],
  ['/customer/account/addresses/create', 'Add New Address', 'Addresses'],
] as const;

describe.each(TEST_DIALECTS)('the account pages on %s', (dialect) => {
  let shop: TestShop;
  let guests = 0;
  beforeAll(async () => {
    shop = await startTestShop(dialect);
  });
  afterAll(() => shop.close());

  it.each(PAGES.map(([url]) => url))('sends a guest from %s to sign in, and back after signing in', async (url) => {
    const guest = new Browser(shop.app);
    const page = await guest.get(url, html);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/customer/login');
    guests += 1;
    const email = `guest${guests}@example.com`;
    const phone = `0199000000${guests}`;
    await guest.post('/customer/register', { first_name: 'Guest', last_name: 'Shopper', email, phone, password: 'secret-pass-1', password_confirmation: 'secret-pass-1' });
    expect((await guest.post('/customer/login', { email, password: 'secret-pass-1' })).json().redirect).toBe(url);
  });

  it('shows the side menu on every account page, the current section marked', async () => {
    const { browser } = await signedInShopper(shop);
    for (const [url, heading, section] of PAGES) {
      const page = await browser.get(url, html);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${heading}</h1>`);
      for (const { label, href } of ACCOUNT_MENU) {
        const current = label === section ? ' aria-current="page"' : '';
        expect(page.body).toContain(`<li><a href="${href}"${current}>${label}</a></li>`);
      }
    }
    expect((await browser.get('/customer/account', html)).headers.location).toBe('/customer/account/profile');
  });

  it('says plainly that there are no reviews and no downloads', async () => {
    const { browser } = await signedInShopper(shop);
    expect((await browser.get('/customer/account/reviews', html)).body).toContain('You have not reviewed any product yet.');
    const downloads = (await browser.get('/customer/account/downloadable-products', html)).body;
    expect(downloads).toContain('You have no downloadable products.');
    expect(downloads).not.toContain('data-island="account-');
  });

  it('mounts the profile, orders and address islands with their first paint', async () => {
    const shelves = await stockShelves(shop);
    const { browser } = await signedInShopper(shop);
    const profile = await browser.get('/customer/account/profile', html);
    expect(profile.body).toContain('<script type="module" src="/build/account-profile.js"></script>');

    expect(islandProps((await browser.get('/customer/account/orders/data', html)).body, 'account-orders'))
      .toEqual(expect.objectContaining({ orders: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } } }));
    const id = await orderThrough(browser, [[shelves.saree, 1]]);
    const orders = islandProps((await browser.get('/customer/account/orders/data', html)).body, 'account-orders');
    expect(orders.orders).toEqual(expect.objectContaining({ data: [expect.objectContaining({ id, formatted_grand_total: '৳ 2,550' })] }));

    const addresses = islandProps((await browser.get('/customer/account/addresses', html)).body, 'account-addresses');
    expect(addresses.addresses).toEqual([expect.objectContaining({ first_name: GULSHAN_HOME.first_name, default_address: '1' })]);
    expect(islandProps((await browser.get('/customer/account/addresses/create', html)).body, 'account-address-new')).toEqual(expect.objectContaining({ courierActive: true }));
  });

  it("opens the customer's own order and answers 404 for anyone else's", async () => {
    const shelves = await stockShelves(shop);
    const { browser } = await signedInShopper(shop);
    const id = await orderThrough(browser, [[shelves.panjabi, 1]]);
    const page = await browser.get(`/customer/account/orders/view/${id}`, html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>Order #HT-${100000 + id}</h1>`);
    expect(islandProps(page.body, 'account-order').order).toEqual(expect.objectContaining({ id, status: 'pending', can_cancel: true }));

    const other = await signedInShopper(shop, 'Karim');
    const refused = await other.browser.get(`/customer/account/orders/view/${id}`, html);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('data-island="account-order"');
    expect((await browser.get('/customer/account/orders/view/abc', html)).statusCode).toBe(422);
  });
});
