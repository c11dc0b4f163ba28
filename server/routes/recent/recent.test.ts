import type { Kysely } from 'kysely';
import { SIGN_IN_REQUIRED } from '../requireCustomer';
import { RECENT_COOKIE } from '../../../shared/recent/recentContract';
import type { DB } from '../../db/schema';
import { Browser } from '../../test/browser';
import { register, signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

/** Fourteen products on sale (the first at a special price) and one taken off sale; prices in poisha. */
async function shelf(db: Kysely<DB>) {
  const add = (n: number, status = 1, special: number | null = null) =>
    db
      .insertInto('products')
      .values({
        type: 'simple',
        sku: `P${n}`,
        name: `Product ${n}`,
        url_key: `product-${n}`,
        price: 10000 + n * 100,
        special_price: special,
        min_price: special ?? 10000 + n * 100,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const onSale: number[] = [];
  for (let n = 1; n <= 14; n += 1) onSale.push(await add(n, 1, n === 1 ? 9000 : null));
  return { onSale, hidden: await add(99, 0) };
}

const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

describe.each(TEST_DIALECTS)('recently viewed on %s', (dialect) => {
  const shop = testShop(dialect, { stock: shelf });

  it("names and prices a guest's ids in their order, leaving out what is off sale", async () => {
    const [first, second] = shop.stock.onSale;
    const res = await new Browser(shop.app).get(`/api/recent?ids=${second},${shop.stock.hidden},${first}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: second, name: 'Product 2', url_key: 'product-2', picture: null, price: 102 },
      { id: first, name: 'Product 1', url_key: 'product-1', picture: null, price: 90 },
    ]);
  });

  it('refuses a list that is not ids, or longer than twelve, with a message', async () => {
    const guest = new Browser(shop.app);
    for (const ids of ['1,x', '0', '1,2,3,4,5,6,7,8,9,10,11,12,13', '1;drop table products'])
      expect((await guest.get(`/api/recent?ids=${encodeURIComponent(ids)}`)).statusCode).toBe(422);
  });

  it('keeps a guest out of the account calls', async () => {
    const res = await new Browser(shop.app).post('/api/recent', { product_id: shop.stock.onSale[0] });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SIGN_IN_REQUIRED);
  });

  it("keeps a customer's twelve newest views, a second view moving a product up", async () => {
    const { browser } = await signedInShopper(shop);
    for (const id of shop.stock.onSale) await browser.post('/api/recent', { product_id: id });
    await browser.post('/api/recent', { product_id: shop.stock.onSale[5] });
    await browser.post('/api/recent', { product_id: shop.stock.hidden });
    expect(names(await browser.get('/api/recent'))).toEqual([
      'Product 6',
      ...[14, 13, 12, 11, 10, 9, 8, 7, 5, 4, 3].map((n) => `Product ${n}`),
    ]);
  });

  it("merges the guest's views into the account's at sign-in, newest first, twelve kept", async () => {
    const { browser: earlier, email, password } = await signedInShopper(shop);
    const ids = shop.stock.onSale;
    for (const id of ids.slice(0, 10)) await earlier.post('/api/recent', { product_id: id });

    const guest = new Browser(shop.app);
    guest.cookies.set(RECENT_COOKIE, [ids[12], ids[2], ids[11]].join('.'));
    expect((await guest.post('/customer/login', { email, password })).statusCode).toBe(200);
    expect(guest.cookies.get(RECENT_COOKIE)).toBe('');
    expect(names(await guest.get('/api/recent'))).toEqual(
      [13, 3, 12, 10, 9, 8, 7, 6, 5, 4, 2, 1].map((n) => `Product ${n}`),
    );
    expect(names(await earlier.get('/api/recent'))[0]).toBe('Product 13');
  });

  it("clears only the customer's own list", async () => {
    const { browser: mine } = await signedInShopper(shop);
    const { browser: theirs } = await signedInShopper(shop, 'Salma');
    await mine.post('/api/recent', { product_id: shop.stock.onSale[0] });
    await theirs.post('/api/recent', { product_id: shop.stock.onSale[1] });
    expect((await mine.delete('/api/recent')).json()).toEqual({ data: true });
    expect((await mine.get('/api/recent')).json().data).toEqual([]);
    expect(names(await theirs.get('/api/recent'))).toEqual(['Product 2']);
  });

  it('signs in a guest with no views without touching the account', async () => {
    const guest = new Browser(shop.app);
    const { email, password } = await register(guest);
    expect((await guest.post('/customer/login', { email, password })).statusCode).toBe(200);
    expect((await guest.get('/api/recent')).json().data).toEqual([]);
  });
});
