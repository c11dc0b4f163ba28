import type { ProductPageProps } from '../../../shared/api/contract';
import { RECENT_COOKIE } from '../../../shared/recent/recentContract';
import { Browser, islandProps } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('"Recently viewed" on the product page on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const products = () =>
    shop.database.db
      .selectFrom('products')
      .select(['id', 'url_key', 'name', 'price', 'special_price'])
      .where('status', '=', 1)
      .where('type', '=', 'simple')
      .orderBy('id')
      .limit(3)
      .execute();
  const open = async (browser: Browser, urlKey: string) => {
    const res = await browser.get(`/products/${urlKey}`, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    return { html: res.body, page: islandProps<ProductPageProps>(res.body, 'product') };
  };

  it("paints a guest's cookie list, newest first and priced, without the product on screen", async () => {
    const [a, b, c] = await products();
    const guest = new Browser(shop.app);
    guest.cookies.set(RECENT_COOKIE, [b.id, c.id, a.id].join('.'));
    const { html, page } = await open(guest, c.url_key);
    expect(page.recent.map((p) => p.name)).toEqual([b.name, a.name]);
    expect(page.recent[0]).toMatchObject({ id: b.id, url_key: b.url_key, price: expect.any(Number) });
    expect(html).toContain('Recently viewed');
    expect(html).toContain(`href="/products/${b.url_key}"`);
  });

  it("paints a customer's account list, whatever the browser's cookie holds", async () => {
    const [a, b, c] = await products();
    const { browser } = await signedInShopper(shop);
    for (const id of [a.id, c.id]) await browser.post('/api/recent', { product_id: id });
    browser.cookies.set(RECENT_COOKIE, String(b.id));
    const { page } = await open(browser, b.url_key);
    expect(page.recent.map((p) => p.name)).toEqual([c.name, a.name]);
  });

  it('leaves the section and any place for it out when the list is empty', async () => {
    const [a] = await products();
    const guest = new Browser(shop.app);
    guest.cookies.set(RECENT_COOKIE, String(a.id));
    for (const browser of [new Browser(shop.app), guest]) {
      const { html, page } = await open(browser, a.url_key);
      expect(page.recent).toEqual([]);
      expect(html).not.toContain('Recently viewed');
      expect(html).not.toMatch(/class="[^"]*recent/);
    }
  });
});
