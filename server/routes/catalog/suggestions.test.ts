import type { Suggestions } from '../../../shared/api/contract';
import { forget } from '../../catalog/cache';
import { loadProducts } from '../../catalog/productView';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('search suggestions on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const suggest = async (term: string) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/search/suggestions?term=${encodeURIComponent(term)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Suggestions;
  };

  it('forgives a typo: "waltn" offers the brand Walton and Walton products', async () => {
    const found = await suggest('waltn');
    expect(found.brands.map((b) => b.name)).toContain('Walton');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.every((p) => /walton|walpad/i.test(p.name))).toBe(true);
  });

  it('forgives a typo inside a product name: "samsng" offers Samsung products', async () => {
    const found = await suggest('samsng');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products[0].name).toMatch(/Samsung/);
  });

  it('ignores case and offers at most 6 products, 3 categories and 3 brands', async () => {
    const lower = await suggest('walton');
    const upper = await suggest('WALTON');
    expect(upper).toEqual(lower);
    expect(lower.products.length).toBeLessThanOrEqual(6);
    const wide = await suggest('an');
    expect(wide.products).toHaveLength(6);
    expect(wide.categories.length).toBeLessThanOrEqual(3);
    expect(wide.brands.length).toBeLessThanOrEqual(3);
  });

  it('prices each product at what the shopper pays (campaigns and special prices counted)', async () => {
    const found = await suggest('walton');
    const priced = await loadProducts(
      shop.database.db,
      found.products.map((p) => p.id),
      'en',
    );
    expect(found.products.map((p) => p.price)).toEqual(priced.map((p) => p.final_price));
    expect(found.products[0]).toEqual({
      id: priced[0].id,
      name: priced[0].name,
      url_key: priced[0].url_key,
      price: priced[0].final_price,
      picture: priced[0].path ? priced[0].path.replace('main-', 'thumb-') : null,
    });
  });

  it('finds categories by name, typo or not', async () => {
    expect((await suggest('mobil')).categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining([expect.stringMatching(/mobile/)]),
    );
  });

  it('answers nothing under two letters, the nearest it has for gibberish, refuses an overlong term', async () => {
    const none = { products: [], categories: [], brands: [] };
    expect(await suggest('w')).toEqual(none);
    expect(await suggest('  ')).toEqual(none);
    const res = await shop.app.inject({ method: 'GET', url: '/api/search/suggestions' });
    expect(res.json()).toEqual(none);
    const gibberish = await suggest('qzxjvk');
    expect(gibberish.closest).toBe(true);
    expect(gibberish.products.length).toBeGreaterThan(0);
    expect(gibberish.categories.length).toBeGreaterThan(0);
    expect(gibberish.brands).toEqual([]);
    const long = await shop.app.inject({ method: 'GET', url: `/api/search/suggestions?term=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(422);
  });

  it('keeps the name index in step with the products table (insert, rename, disable)', async () => {
    const { db } = shop.database;
    const { id } = await db
      .insertInto('products')
      .values({
        type: 'simple',
        sku: 'ZEPH-1',
        name: 'Zephyrine Kettle',
        url_key: 'zephyrine-kettle',
        price: 100000,
        min_price: 100000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await suggest('zephyrin')).products.map((p) => p.id)).toEqual([id]);
    // Typos are matched against the names' words, remembered a few seconds like the brands.
    forget(db);
    expect((await suggest('zefyrine')).products.map((p) => p.id)).toEqual([id]);
    await db.updateTable('products').set({ name: 'Quillbrook Kettle' }).where('id', '=', id).execute();
    forget(db);
    expect((await suggest('zephyrine')).products.map((p) => p.id)).not.toContain(id);
    expect((await suggest('quilbrook')).products.map((p) => p.id)).toEqual([id]);
    await db.updateTable('products').set({ status: 0 }).where('id', '=', id).execute();
    expect((await suggest('quillbrook')).products.map((p) => p.id)).not.toContain(id);
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect((await suggest('quillbrook')).products.map((p) => p.id)).not.toContain(id);
  });

  it('never offers the root category or a disabled one', async () => {
    const { db } = shop.database;
    expect((await suggest('root')).categories.map((c) => c.slug)).not.toContain('root');
    const mobiles = () => suggest('mobiles').then((found) => found.categories.map((c) => c.slug));
    expect(await mobiles()).toContain('mobiles-tablets');
    await db.updateTable('categories').set({ status: 0 }).where('slug', '=', 'mobiles-tablets').execute();
    forget(db);
    expect(await mobiles()).not.toContain('mobiles-tablets');
    await db.updateTable('categories').set({ status: 1 }).where('slug', '=', 'mobiles-tablets').execute();
    forget(db);
    expect(await mobiles()).toContain('mobiles-tablets');
  });
});
