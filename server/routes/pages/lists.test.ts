import { Browser, islandAttribute, islandProps, pageScripts } from '../../test/browser';
import { register, signedInShopper } from '../../test/shoppers';
import { insertCartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const html = { accept: 'text/html' };

/** The JSON a page wrote into an island's data-props, and its is-customer attribute. */
const island = (page: string, name: string) => ({
  props: islandProps(page, name),
  isCustomer: islandAttribute(page, name, 'data-is-customer'),
});
/** The page store's state the page wrote (#haat-state). */
const pageState = (page: string) =>
  JSON.parse(/<script type="application\/json" id="haat-state">([^<]*)<\/script>/.exec(page)![1]) as Record<
    string,
    unknown
  >;

describe.each(TEST_DIALECTS)('the wishlist and compare pages on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });

  it('sends a guest from the wishlist to sign in, and back to the wishlist after signing in', async () => {
    const guest = new Browser(shop.app);
    const page = await guest.get('/customer/wishlist', html);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/customer/login');
    const login = await guest.get('/customer/login', html);
    expect(island(login.body, 'login').props).toEqual({
      returnTo: '/customer/wishlist',
      codeStep: null,
      smsInbox: '/demo/sms',
    });
    const signedIn = await guest.post('/customer/login', await register(guest, 'Nadia'));
    expect(signedIn.json().redirect).toBe('/customer/wishlist');
    expect((await guest.get('/customer/wishlist', html)).statusCode).toBe(200);
  });

  it("writes the customer's wishlist entries, as the wishlist call answers them, into the island's props", async () => {
    const { browser: customer } = await signedInShopper(shop);
    const empty = await customer.get('/customer/wishlist', html);
    expect(empty.statusCode).toBe(200);
    expect(island(empty.body, 'wishlist')).toEqual({ props: { wishlist: [] }, isCustomer: 'true' });

    for (const product_id of [shop.stock.phone, shop.stock.rice, shop.stock.kurta])
      await customer.post('/api/customer/wishlist', { product_id });
    const page = await customer.get('/customer/wishlist', html);
    expect(page.body).toContain('<title>Wishlist | Haat</title>');
    expect(pageScripts(page.body)).toContain('/build/wishlist.js');
    const { props } = island(page.body, 'wishlist');
    expect(props).toEqual({ wishlist: (await customer.get('/api/customer/wishlist')).json().data });
    const [phone, rice] = (props as { wishlist: { product: { name: string; prices: unknown } }[] }).wishlist.map(
      (e) => e.product,
    );
    expect([phone.name, rice.name]).toEqual(['Walton Phone', 'Chinigura Rice 1kg']);
    expect(phone.prices).toEqual({
      regular: { price: 20000, formatted_price: '৳ 20,000' },
      final: { price: 18000, formatted_price: '৳ 18,000' },
    });
  });

  it('lets the other customer see only their own wishlist', async () => {
    const { browser: other } = await signedInShopper(shop);
    expect(island((await other.get('/customer/wishlist', html)).body, 'wishlist').props).toEqual({ wishlist: [] });
  });

  it(
    'shows the compare page to guests, whose browser reads their list, and to customers with their list in the ' +
      "page's state",
    async () => {
      const guest = new Browser(shop.app);
      const page = await guest.get('/compare', html);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Compare Products | Haat</title>');
      expect(pageScripts(page.body)).toContain('/build/compare.js');
      expect(island(page.body, 'compare')).toEqual({ props: {}, isCustomer: 'false' });
      expect(pageState(page.body)).not.toHaveProperty('compare');

      const { browser: customer } = await signedInShopper(shop);
      for (const product_id of [shop.stock.phone, shop.stock.rice])
        await customer.post('/api/compare-items', { product_id });
      const signedIn = (await customer.get('/compare', html)).body;
      expect(island(signedIn, 'compare')).toEqual({ props: {}, isCustomer: 'true' });
      const items = (await customer.get('/api/compare-items')).json().data;
      expect(items).toHaveLength(2);
      expect(pageState(signedIn).compare).toEqual({ status: 'ready', items, removing: [] });
    },
  );
});
