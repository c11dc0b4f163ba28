import { ALERT_REMOVE_FORM } from '../../../shared/forms/formActions';
import type { AccountAlertsProps } from '../../../shared/api/alertsContract';
import type { ProductPageProps } from '../../../shared/api/contract';
import { setStock } from '../../alerts/stock';
import { Browser, islandProps } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { signedInShopper } from '../../test/shoppers';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)("the product page's alert forms and the account's alerts on %s", (dialect) => {
  const shop = testShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;
  const page = async (browser: Browser, path: string) => (await browser.get(path, { accept: 'text/html' })).body;
  const accountAlerts = async (browser: Browser) =>
    islandProps<AccountAlertsProps>(await page(browser, '/customer/account/alerts'), 'account-alerts').alerts;

  it('tells the product page what is out of stock: the product, or a variant', async () => {
    const guest = new Browser(shop.app);
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 0);
    await setStock(db(), { productId: shop.stock.rice, variantId: 0 }, 12);
    await setStock(db(), { productId: shop.stock.kurta, variantId: shop.stock.red }, 0);
    const soldOut = async (path: string) => islandProps<ProductPageProps>(await page(guest, path), 'product').soldOut;
    expect(await soldOut('/products/tea')).toEqual({ product: true, variants: [] });
    expect(await soldOut('/products/rice')).toEqual({ product: false, variants: [] });
    expect(await soldOut('/products/kurta')).toEqual({ product: false, variants: [shop.stock.red] });
  });

  it("asks for a customer's account number, lists the request in the account and removes it", async () => {
    const { browser, customerId } = await signedInShopper(shop);
    const { phone } = await db()
      .selectFrom('customers')
      .select('phone')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    const asked = await browser.post('/api/alerts', { kind: 'stock', product_id: shop.stock.tea });
    expect([asked.statusCode, asked.json().message]).toEqual([
      200,
      `We will send an SMS to ${phone} when it is back in stock.`,
    ]);
    await browser.post('/api/alerts', { kind: 'price', product_id: shop.stock.kurta, variant_id: shop.stock.red });
    const listed = await accountAlerts(browser);
    expect(listed.map((a) => [a.kind, a.name, a.url_key, a.asked_price])).toEqual([
      ['price', 'Cotton Kurta Red M', 'kurta', 2200],
      ['stock', 'Sylhet Tea 500g', 'tea', null],
    ]);
    expect((await browser.get('/api/alerts')).json().data).toEqual(listed);

    // Nobody else removes it, and a guest has no list.
    const other = await signedInShopper(shop, 'Salma');
    expect((await other.browser.delete(`/api/alerts/${listed[0].id}`)).statusCode).toBe(404);
    expect((await new Browser(shop.app).get('/api/alerts')).statusCode).toBe(401);

    const removed = await browser.delete(`/api/alerts/${listed[0].id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'The alert is removed.']);
    const form = await sendForm(browser, '/customer/account/alerts', ALERT_REMOVE_FORM, { id: listed[1].id });
    expect([form.statusCode, form.headers.location]).toEqual([303, '/customer/account/alerts']);
    const html = await page(browser, '/customer/account/alerts');
    expect(pageFlashes(html)).toEqual([{ text: 'The alert is removed.', type: 'success' }]);
    expect(islandProps<AccountAlertsProps>(html, 'account-alerts').alerts).toEqual([]);
    const again = await sendForm(browser, '/customer/account/alerts?lang=bn', ALERT_REMOVE_FORM, { id: listed[1].id });
    expect(again.statusCode).toBe(303);
    const [flash] = pageFlashes(await page(browser, '/customer/account/alerts'));
    expect([flash.type, flash.text]).toEqual(['error', 'এই সতর্কবার্তাটি আপনার তালিকায় নেই।']);
  });

  it('shows a customer the requests made for their number before signing in', async () => {
    const { browser, customerId } = await signedInShopper(shop, 'Nadia');
    const { phone } = await db()
      .selectFrom('customers')
      .select('phone')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    await new Browser(shop.app).post('/api/alerts', { kind: 'price', product_id: shop.stock.rice, phone });
    expect((await accountAlerts(browser)).map((a) => a.name)).toEqual(['Chinigura Rice 1kg']);
  });

  it('links the alerts from the account menu', async () => {
    const { browser } = await signedInShopper(shop);
    const html = await page(browser, '/customer/account/profile');
    expect(html).toMatch(/<a[^>]*href="\/customer\/account\/alerts"[^>]*>\s*Alerts\s*<\/a>/);
  });
});
