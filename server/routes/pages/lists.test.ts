import { insertCartFixtures, signUpAndIn, type CartFixtures } from '../../cart/testFixtures';
import { Browser, startTestShop, TEST_DIALECTS, type TestShop } from '../../test/testApp';

const html = { accept: 'text/html' };

/** The JSON a page wrote into an island's data-props, and its is-customer attribute. */
function island(page: string, name: string): { props: unknown; isCustomer: string } {
  const tag = page.match(new RegExp(`<div[^>]*data-island="${name}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no ${name} island`);
  const attr = (key: string) => tag.match(new RegExp(`${key}="([^"]*)"`))?.[1] ?? '';
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return { props: JSON.parse(decode(attr('data-props'))), isCustomer: attr('data-is-customer') };
}

describe.each(TEST_DIALECTS)('the wishlist and compare pages on %s', (dialect) => {
  let shop: TestShop;
  let ids: CartFixtures;
  beforeAll(async () => {
    shop = await startTestShop(dialect, { prepare: async ({ db }) => void (ids = await insertCartFixtures(db)) });
  }, 30_000);
  afterAll(() => shop.close());

  it('sends a guest from the wishlist to sign in, and back to the wishlist after signing in', async () => {
    const guest = new Browser(shop.app);
    const page = await guest.get('/customer/wishlist', html);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/customer/login');
    const login = await guest.get('/customer/login', html);
    expect(island(login.body, 'login').props).toEqual({ returnTo: '/customer/wishlist' });
    await guest.post('/customer/register', {
      first_name: 'Nadia', last_name: 'Islam', email: 'nadia@example.com', phone: '01755555555', password: 'secret-pass-1', password_confirmation: 'secret-pass-1',
    });
    const signedIn = await guest.post('/customer/login', { email: 'nadia@example.com', password: 'secret-pass-1' });
    expect(signedIn.json().redirect).toBe('/customer/wishlist');
    expect((await guest.get('/customer/wishlist', html)).statusCode).toBe(200);
  });

  it("writes the customer's wishlist entries, as the wishlist call answers them, into the island's props", async () => {
    const customer = new Browser(shop.app);
    await signUpAndIn(customer, { email: 'wishes@example.com', phone: '01766666666' });
    const empty = await customer.get('/customer/wishlist', html);
    expect(empty.statusCode).toBe(200);
    expect(island(empty.body, 'wishlist')).toEqual({ props: { wishlist: [] }, isCustomer: 'true' });

    for (const product_id of [ids.phone, ids.rice, ids.kurta]) await customer.post('/api/customer/wishlist', { product_id });
    const page = await customer.get('/customer/wishlist', html);
    expect(page.body).toContain('<title>Wishlist | Haat</title>');
    expect(page.body).toContain('<script type="module" src="/build/wishlist.js"></script>');
    const { props } = island(page.body, 'wishlist');
    expect(props).toEqual({ wishlist: (await customer.get('/api/customer/wishlist')).json().data });
    const [phone, rice] = (props as { wishlist: { product: { name: string; prices: unknown } }[] }).wishlist.map((e) => e.product);
    expect([phone.name, rice.name]).toEqual(['Walton Phone', 'Chinigura Rice 1kg']);
    expect(phone.prices).toEqual({ regular: { price: 20000, formatted_price: '৳ 20,000' }, final: { price: 18000, formatted_price: '৳ 18,000' } });
  });

  it('lets the other customer see only their own wishlist', async () => {
    const other = new Browser(shop.app);
    await signUpAndIn(other, { email: 'other-wishes@example.com', phone: '01777777777' });
    expect(island((await other.get('/customer/wishlist', html)).body, 'wishlist').props).toEqual({ wishlist: [] });
  });

  it('shows the compare page to guests and customers alike; the island reads the list itself', async () => {
    const guest = new Browser(shop.app);
    const page = await guest.get('/compare', html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Compare Products | Haat</title>');
    expect(page.body).toContain('<script type="module" src="/build/compare.js"></script>');
    expect(island(page.body, 'compare')).toEqual({ props: {}, isCustomer: 'false' });

    const customer = new Browser(shop.app);
    await signUpAndIn(customer, { email: 'compares@example.com', phone: '01788888888' });
    expect(island((await customer.get('/compare', html)).body, 'compare')).toEqual({ props: {}, isCustomer: 'true' });
  });
});
