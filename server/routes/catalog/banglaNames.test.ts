import type { Kysely } from 'kysely';
import type { Brand, Category, Paged, Product, Suggestions } from '../../../shared/api/contract';
import type { DB } from '../../db/schema';
import { Browser } from '../../test/browser';
import { onDemoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** Bangla as the shop stores and compares it: composed (NFC) Unicode. */
const bn = (text: string) => text.normalize('NFC');

/**
 * The demo catalogue names every category and brand in Bangla and its popular products; this
 * shop also has a Walton phone with a Bangla name and a Walton product without one.
 */
const stock = onDemoCatalogue(async (db: Kysely<DB>) => {
  const walton = await db
    .selectFrom('brands')
    .select('id')
    .where('admin_name', '=', 'Walton')
    .executeTakeFirstOrThrow();
  const product = (sku: string, name: string, nameBn: string | null, type: 'simple' | 'configurable' = 'simple') =>
    db
      .insertInto('products')
      .values({
        type,
        sku,
        name,
        name_bn: nameBn && bn(nameBn),
        url_key: sku.toLowerCase(),
        price: 1500000,
        min_price: 1500000,
        brand_id: walton.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const banglaPhone = 'ওয়ালটন জ্যানন X20 8GB/256GB';
  const phone = await product('WAL-PHONE', 'Walton Xanon X20 8GB/256GB', banglaPhone, 'configurable');
  const variant = await db
    .insertInto('product_variants')
    .values({ product_id: phone, sku: 'WAL-PHONE-BLK', name: 'Walton Xanon X20 8GB/256GB - Black', price: 1500000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fan = await product('WAL-FAN', 'Walton Table Fan WTF16', null);
  return { phone, variant: variant.id, fan, walton: walton.id };
});

describe.each(TEST_DIALECTS)('Bangla names on %s', (dialect) => {
  const shop = testShop(dialect, { stock });
  const db = () => shop.database.db;
  const get = async <T>(url: string, language?: 'en' | 'bn') => {
    const res = await shop.app.inject({ method: 'GET', url, cookies: language ? { haat_lang: language } : {} });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  /** What each product is called in the database: its English and Bangla names. */
  const names = async () =>
    new Map((await db().selectFrom('products').select(['id', 'name', 'name_bn']).execute()).map((p) => [p.id, p]));

  it('names categories and brands in Bangla for a Bangla shopper, in English for an English one', async () => {
    const bangla = await get<{ data: Category[] }>('/api/categories?lang=bn');
    expect(bangla.data.map((c) => c.name)).toContain('মোবাইল ফোন ও ট্যাবলেট');
    expect(bangla.data.every((c) => /^[\u0980-\u09FF ]+$/.test(c.name) && c.category_name === c.name)).toBe(true);
    const english = await get<{ data: Category[] }>('/api/categories');
    expect(english.data.map((c) => c.name)).toContain('Mobiles & Tablets');
    expect(english.data.map((c) => c.id)).toEqual(bangla.data.map((c) => c.id));

    const brands = await get<{ data: Brand[] }>('/all/brands', 'bn');
    expect(brands.data.map((b) => b.admin_name)).toEqual(expect.arrayContaining([bn('ওয়ালটন'), bn('আড়ং')]));
    expect((await get<{ data: Brand[] }>('/all/brands', 'en')).data.map((b) => b.admin_name)).toContain('Walton');
  });

  it('lists products by their Bangla name where there is one and by the English name otherwise', async () => {
    const known = await names();
    const url = `/brand/products/${shop.stock.walton}?per_page=60`;
    const bangla = await get<Paged<Product>>(url, 'bn');
    expect(bangla.data.length).toBeGreaterThan(2);
    for (const p of bangla.data) expect(p.name).toBe(known.get(p.id)!.name_bn ?? known.get(p.id)!.name);
    const names_ = new Map(bangla.data.map((p) => [p.id, p.name]));
    expect(names_.get(shop.stock.phone)).toBe(bn('ওয়ালটন জ্যানন X20 8GB/256GB'));
    expect(names_.get(shop.stock.fan)).toBe('Walton Table Fan WTF16');
    const english = await get<Paged<Product>>(url, 'en');
    for (const p of english.data) expect(p.name).toBe(known.get(p.id)!.name);
  });

  it('never answers one language with the listing remembered for the other', async () => {
    const url = '/shop/products/data?page=1&per_page=60';
    const english = await get<Paged<Product>>(url);
    const bangla = await get<Paged<Product>>(url, 'bn');
    const again = await get<Paged<Product>>(url, 'en');
    expect(again).toEqual(english);
    expect(bangla.data.map((p) => p.id)).toEqual(english.data.map((p) => p.id));
    const known = await names();
    const translated = bangla.data.filter((p) => known.get(p.id)!.name_bn);
    expect(translated.length).toBeGreaterThan(0);
    for (const p of translated) expect(p.name).not.toBe(english.data.find((e) => e.id === p.id)!.name);
  });

  it("names a product's variants after its Bangla name", async () => {
    const variants = await get<{ data: { id: number; name: string }[] }>(
      `/get/variant-products/${shop.stock.phone}`,
      'bn',
    );
    expect(variants.data).toEqual([
      expect.objectContaining({ id: shop.stock.variant, name: bn('ওয়ালটন জ্যানন X20 8GB/256GB - Black') }),
    ]);
  });

  it('finds a product by its Bangla name, typed in either Unicode spelling, and still by its English one', async () => {
    // য় typed as one letter (U+09DF) or as য and its dot (U+09AF U+09BC).
    for (const term of [
      '\u0993\u09DF\u09BE\u09B2\u099F\u09A8 জ্যানন',
      '\u0993\u09AF\u09BC\u09BE\u09B2\u099F\u09A8 জ্যানন',
      'জ্যানন',
    ]) {
      const found = await get<Paged<Product>>(`/search/products?term=${encodeURIComponent(term)}`, 'bn');
      expect(found.data.map((p) => p.id)).toContain(shop.stock.phone);
    }
    const english = await get<Paged<Product>>(`/search/products?term=${encodeURIComponent('xanon x20')}`, 'en');
    expect(english.data.map((p) => [p.id, p.name])).toEqual([[shop.stock.phone, 'Walton Xanon X20 8GB/256GB']]);
    const brand = await get<Paged<Product>>(`/search/products?term=${encodeURIComponent('ওয়ালটন')}&per_page=60`, 'bn');
    expect(brand.data.length).toBeGreaterThan(0);
    expect(brand.data.every((p) => p.name.includes(bn('ওয়ালটন')))).toBe(true);
  });

  it("suggests by either name, naming the suggestions in the shopper's language", async () => {
    const bangla = await get<Suggestions>(`/api/search/suggestions?term=${encodeURIComponent('ওয়ালটন')}`, 'bn');
    expect(bangla.brands.map((b) => b.name)).toContain(bn('ওয়ালটন'));
    expect(bangla.products.map((p) => p.name)).toContain(bn('ওয়ালটন জ্যানন X20 8GB/256GB'));
    // Part of a Bangla name, as typed, finds it too (banglaTypos.test.ts: with a typo as well).
    const part = await get<Suggestions>(`/api/search/suggestions?term=${encodeURIComponent('জ্যানন')}`, 'bn');
    expect(part.products.map((p) => p.id)).toContain(shop.stock.phone);
    const english = await get<Suggestions>('/api/search/suggestions?term=walton', 'bn');
    expect(english.brands.map((b) => b.name)).toContain(bn('ওয়ালটন'));
    const category = await get<Suggestions>(`/api/search/suggestions?term=${encodeURIComponent('মোবাইল')}`, 'en');
    expect(category.categories.map((c) => c.name)).toEqual(['Mobiles & Tablets']);
  });

  it("shows a Bangla shopper's cart lines by their Bangla names", async () => {
    const browser = new Browser(shop.app);
    browser.cookies.set('haat_lang', 'bn');
    await browser.post('/api/checkout/cart', {
      product_id: shop.stock.phone,
      variant_id: shop.stock.variant,
      quantity: 1,
    });
    const res = await browser.post('/api/checkout/cart', { product_id: shop.stock.fan, quantity: 1 });
    expect(res.json().data.items.map((i: { name: string }) => i.name)).toEqual([
      bn('ওয়ালটন জ্যানন X20 8GB/256GB - Black'),
      'Walton Table Fan WTF16',
    ]);
    browser.cookies.set('haat_lang', 'en');
    const english = await browser.get('/api/checkout/cart');
    expect(english.json().data.items.map((i: { name: string }) => i.name)).toEqual([
      'Walton Xanon X20 8GB/256GB - Black',
      'Walton Table Fan WTF16',
    ]);
  });
});
