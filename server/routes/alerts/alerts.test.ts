import { ALERT_FORM } from '../../../shared/forms/formActions';
import { ALERT_LIFETIME_MS } from '../../alerts/requests';
import { setStock } from '../../alerts/stock';
import { watchAlerts } from '../../alerts/watcher';
import { forgetCampaigns } from '../../catalog/pricing';
import { CODE_BUDGETS } from '../../customer/codeBudgets';
import { Browser } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { smsShop } from '../../test/smsShop';
import { insertCartFixtures, type CartFixtures } from '../../test/stock';
import { TEST_DIALECTS } from '../../test/testShop';

const SHOP = { publicUrl: 'http://localhost:3000', currency: 'BDT' };
let serial = 0;
/** A mobile number no other test of the file uses. */
const newNumber = () => `0191${String((serial += 1)).padStart(7, '0')}`;

describe.each(TEST_DIALECTS)('back-in-stock and price-drop alerts on %s', (dialect) => {
  const shop = smsShop<CartFixtures>(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;
  const ask = (body: object, { address = '198.51.100.1', lang = 'en' } = {}, browser = new Browser(shop.app)) =>
    browser.request({ method: 'POST', url: `/api/alerts?lang=${lang}`, payload: body, remoteAddress: address });
  /** The SMS a number was sent, oldest first, through either gateway. */
  const texts = async (phone: string) =>
    [...(await shop.inbox()), ...(await shop.inbox('sslwireless'))]
      .filter((m) => m.to === `88${phone}`)
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((m) => m.text);
  const watch = async (now?: Date) => {
    const queued = await shop.app.alertWatcher.watch(now);
    await shop.app.smsOutbox.sendDue();
    return queued;
  };
  const openRequests = (phone: string) =>
    db().selectFrom('alert_requests').select(['kind', 'outcome']).where('phone', '=', `88${phone}`).execute();

  it('sends one SMS, with the link, when an out-of-stock product is back, then none', async () => {
    const phone = newNumber();
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 0);
    const asked = await ask({ kind: 'stock', product_id: shop.stock.tea, phone });
    expect([asked.statusCode, asked.json().message]).toEqual([
      200,
      `We will send an SMS to ${phone} when it is back in stock.`,
    ]);
    expect(await watch()).toBe(0);
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 4);
    expect(await watch()).toBe(1);
    expect(await watch()).toBe(0);
    expect(await texts(phone)).toEqual([
      'Haat: Sylhet Tea 500g is back in stock. Order it here: http://localhost:3000/products/tea',
    ]);
    expect(await openRequests(phone)).toEqual([{ kind: 'stock', outcome: 'sent' }]);
  });

  it("writes the SMS in the requester's language, for the variant asked for", async () => {
    const phone = newNumber();
    const red = { productId: shop.stock.kurta, variantId: shop.stock.red };
    await setStock(db(), red, 0);
    const body = { kind: 'stock', product_id: red.productId, variant_id: red.variantId, phone };
    const asked = await ask(body, { lang: 'bn' });
    expect(asked.json().message).toBe(`পণ্যটি আবার স্টকে এলে ${phone} নম্বরে এসএমএস পাঠাব।`);
    await setStock(db(), red, 1);
    await watch();
    expect(await texts(phone)).toEqual([
      'হাট: Cotton Kurta Red M আবার স্টকে এসেছে। এখানে অর্ডার করুন: http://localhost:3000/products/kurta',
    ]);
  });

  it('refuses a back-in-stock request for what is in stock, and for a product off sale', async () => {
    const phone = newNumber();
    const inStock = await ask({ kind: 'stock', product_id: shop.stock.rice, phone });
    expect([inStock.statusCode, inStock.json().message]).toEqual([
      422,
      'This product is in stock: you can order it now.',
    ]);
    const hidden = await ask({ kind: 'price', product_id: shop.stock.hidden, phone });
    expect(hidden.statusCode).toBe(404);
    expect(await openRequests(phone)).toEqual([]);
  });

  it('sends one SMS when a campaign starts lowering the price, and none while it does not', async () => {
    const phone = newNumber();
    const starts = new Date(Date.now() + 60 * 60_000);
    const campaign = await db()
      .insertInto('campaigns')
      .values({
        slug: `tea-days-${dialect}`,
        title: 'Tea Days',
        discount_type: 'fixed',
        discount: 5000,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 24 * 60 * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const covered = { campaign_id: campaign.id, product_id: shop.stock.tea };
    await db().insertInto('campaign_products').values(covered).execute();
    forgetCampaigns(db());
    expect((await ask({ kind: 'price', product_id: shop.stock.tea, phone })).json().message).toBe(
      `We will send an SMS to ${phone} when its price drops.`,
    );
    expect(await watch()).toBe(0);
    expect(await watch(new Date(starts.getTime() + 60_000))).toBe(1);
    expect(await watch(new Date(starts.getTime() + 120_000))).toBe(0);
    expect(await texts(phone)).toEqual([
      expect.stringMatching(
        /^Haat: Sylhet Tea 500g now costs ৳\s?550\. See it here: http:\/\/localhost:3000\/products\/tea$/,
      ),
    ]);
    await db().deleteFrom('campaigns').where('id', '=', campaign.id).execute();
    forgetCampaigns(db());
  });

  it('sends nothing when the price stays or rises, and one SMS when a special price lowers it', async () => {
    const phone = newNumber();
    await ask({ kind: 'price', product_id: shop.stock.rice, phone });
    expect(await watch()).toBe(0);
    await db().updateTable('products').set({ special_price: 14000 }).where('id', '=', shop.stock.rice).execute();
    expect(await watch()).toBe(0);
    await db().updateTable('products').set({ special_price: 12000 }).where('id', '=', shop.stock.rice).execute();
    expect(await watch()).toBe(1);
    expect(await texts(phone)).toEqual([expect.stringContaining('Chinigura Rice 1kg now costs ৳')]);
    await db().updateTable('products').set({ special_price: 13500 }).where('id', '=', shop.stock.rice).execute();
  });

  it('lets a request expire after 90 days without an SMS', async () => {
    const phone = newNumber();
    const item = { productId: shop.stock.phone, variantId: 0 };
    await setStock(db(), item, 0);
    await ask({ kind: 'stock', product_id: item.productId, phone });
    await setStock(db(), item, 3);
    expect(await watchAlerts(db(), SHOP, new Date(Date.now() + ALERT_LIFETIME_MS + 60_000))).toBe(0);
    expect(await watch()).toBe(0);
    expect(await openRequests(phone)).toEqual([{ kind: 'stock', outcome: 'expired' }]);
    expect(await texts(phone)).toEqual([]);
  });

  it('keeps the same request asked twice as one, and sends it once', async () => {
    const phone = newNumber();
    await ask({ kind: 'price', product_id: shop.stock.tea, phone });
    const again = await ask({ kind: 'price', product_id: shop.stock.tea, phone: `+88 ${phone}` });
    expect([again.statusCode, again.json().message]).toEqual([
      200,
      `You have already asked: we will send one SMS to ${phone}.`,
    ]);
    expect(await openRequests(phone)).toEqual([{ kind: 'price', outcome: null }]);
  });

  it('queues a request once when two processes watch at the same moment', async () => {
    const phone = newNumber();
    await ask({ kind: 'price', product_id: shop.stock.tea, phone });
    await db().updateTable('products').set({ special_price: 50000 }).where('id', '=', shop.stock.tea).execute();
    const passes = await Promise.all([watchAlerts(db(), SHOP), watchAlerts(db(), SHOP)]);
    expect(passes[0] + passes[1]).toBeGreaterThanOrEqual(1);
    await shop.app.smsOutbox.sendDue();
    expect(await texts(phone)).toHaveLength(1);
    await db().updateTable('products').set({ special_price: null }).where('id', '=', shop.stock.tea).execute();
  });

  it("refuses a number that takes no SMS with 422 in the shopper's language, saving nothing", async () => {
    const english = await ask({ kind: 'price', product_id: shop.stock.tea, phone: '02-9876543' });
    expect([english.statusCode, english.json().message]).toEqual([422, 'Enter a mobile number like 01712345678.']);
    expect(english.json().errors).toEqual({ phone: ['Enter a mobile number like 01712345678.'] });
    const bangla = await ask({ kind: 'price', product_id: shop.stock.tea, phone: '12345' }, { lang: 'bn' });
    expect(bangla.statusCode).toBe(422);
    expect(bangla.json().message).toMatch(/^[^a-z]*[\u0980-\u09ff]/i);
    expect(await openRequests('02-9876543')).toEqual([]);
  });

  it("counts requests against the SMS budgets: 429 with the wait, in the shopper's language", async () => {
    await db().deleteFrom('rate_limits').execute();
    const address = '198.51.100.77';
    for (let i = 0; i < CODE_BUDGETS.address.limit; i += 1) {
      const answer = await ask({ kind: 'price', product_id: shop.stock.tea, phone: newNumber() }, { address });
      expect(answer.statusCode).toBe(200);
    }
    const phone = newNumber();
    const refused = await ask({ kind: 'price', product_id: shop.stock.tea, phone }, { address });
    expect([refused.statusCode, refused.headers['retry-after'], refused.json().message]).toEqual([
      429,
      '3600',
      'Too many SMS alerts have been asked for. Please try again in 60 minutes.',
    ]);
    const bangla = await ask({ kind: 'price', product_id: shop.stock.tea, phone }, { address, lang: 'bn' });
    expect([bangla.statusCode, bangla.json().message]).toEqual([
      429,
      'অনেক বেশি এসএমএস সতর্কবার্তা চাওয়া হয়েছে। অনুগ্রহ করে ৬০ মিনিট পরে আবার চেষ্টা করুন।',
    ]);
    expect(await openRequests(phone)).toEqual([]);
  });

  it('asks without script: 303 back to the product with the message', async () => {
    const guest = new Browser(shop.app);
    const phone = newNumber();
    const fields = { kind: 'price', product_id: shop.stock.tea, phone };
    const sent = await sendForm(guest, '/products/tea', ALERT_FORM, fields);
    expect([sent.statusCode, sent.headers.location]).toEqual([303, '/products/tea']);
    const html = (await guest.get('/products/tea', { accept: 'text/html' })).body;
    const asked = `We will send an SMS to ${phone} when its price drops.`;
    expect(pageFlashes(html)).toEqual([{ text: asked, type: 'success' }]);
    const bad = await sendForm(guest, '/products/tea?lang=bn', ALERT_FORM, {
      kind: 'price',
      product_id: shop.stock.tea,
      phone: '123',
    });
    expect(bad.statusCode).toBe(303);
    const [flash] = pageFlashes((await guest.get('/products/tea', { accept: 'text/html' })).body);
    expect(flash.type).toBe('error');
    expect(flash.text).toMatch(/[\u0980-\u09ff]/);
  });
});
