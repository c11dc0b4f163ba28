import { seedCategories } from './seed/categories';
import { XSRF_MESSAGE } from './plugins/xsrf';
import { Browser, pageScripts } from './test/browser';
import { TEST_DIALECTS, testShop } from './test/testShop';

describe.each(TEST_DIALECTS)('the shop skeleton on %s', (dialect) => {
  const shop = testShop(dialect, { stock: seedCategories });

  it('renders the home layout with every layout mount point, the page island and their scripts', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const island of ['top-bar', 'navbar', 'category-menu', 'flash-deal', 'flash-messages', 'home']) {
      expect(res.body).toContain(`data-island="${island}"`);
    }
    expect(pageScripts(res.body)).toEqual(
      ['top-bar', 'navbar', 'category-menu', 'flash-deal', 'flash-messages', 'home'].map(
        (island) => `/build/${island}.js`,
      ),
    );
    expect(res.body).toContain('data-currency="৳" data-is-customer="false"');
    expect(res.body).toContain('data-preload="/build/chunks/shared.js"');
    // nothing but the stylesheet (and structured data, which no browser runs) in the head: the first paint waits
    // for no script
    expect(res.body.slice(0, res.body.indexOf('</head>'))).not.toMatch(
      /<script(?! type="application\/ld\+json")|modulepreload/,
    );
    // the category menu paints from categories the server wrote into the page
    expect(res.body).toContain('&#34;slug&#34;:&#34;mens-fashion&#34;');
  });

  it('lists the seeded categories without root, in data.data', async () => {
    for (const url of ['/home/category', '/api/categories', '/api/categories/all']) {
      const body = (await shop.app.inject({ method: 'GET', url })).json();
      expect(body.data).toHaveLength(12);
      expect(body.data.map((c: { name: string }) => c.name)).not.toContain('root');
      expect(body.data[0]).toEqual(
        expect.objectContaining({ name: 'Groceries', category_name: 'Groceries', slug: 'groceries', product_count: 0 }),
      );
    }
  });

  it('issues an XSRF-TOKEN cookie readable by the page script', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a state-changing call without the matching X-XSRF-TOKEN header, with a JSON message', async () => {
    const browser = new Browser(shop.app);
    const sessionsBefore = await shop.database.db.selectFrom('sessions').select('id').execute();
    const res = await browser.post('/api/checkout/cart', { product_id: 1, quantity: 1 }, { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: XSRF_MESSAGE });
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/cart',
      payload: { product_id: 1, quantity: 1 },
      headers: { cookie: 'XSRF-TOKEN=abc.def', 'x-xsrf-token': 'abc.def' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await shop.database.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
    expect(await shop.database.db.selectFrom('carts').select('id').execute()).toEqual([]);
  });

  it('answers an unknown page with a real 404 page and an unknown call with a JSON 404', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('The page you are looking for could not be found.');
    expect(page.body).toContain('data-island="navbar"');
    const call = await shop.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(call.statusCode).toBe(404);
    expect(call.json().message).toContain('/api/nothing');
  });

  it('answers an empty cart as data null (the navbar reads 0)', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/checkout/cart' });
    expect(res.json()).toEqual({ data: null });
  });
});
