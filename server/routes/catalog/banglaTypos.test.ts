import type { Kysely } from 'kysely';
import type { Paged, Product, Suggestions } from '../../../shared/api/contract';
import { forget } from '../../catalog/cache';
import type { DB } from '../../db/schema';
import { onDemoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** Bangla as the shop stores it: NFC, where য় is য and its dot. */
const bn = (text: string) => text.normalize('NFC');

/** The demo catalogue, and a Walton phone and a bag of rice named in Bangla too. */
const stock = onDemoCatalogue(async (db: Kysely<DB>) => {
  const product = (sku: string, name: string, nameBn: string) =>
    db
      .insertInto('products')
      .values({
        type: 'simple',
        sku,
        name,
        name_bn: bn(nameBn),
        url_key: sku.toLowerCase(),
        price: 150000,
        min_price: 150000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  return {
    phone: await product('WAL-XANON', 'Walton Xanon X20 8GB/256GB', 'ওয়ালটন জ্যানন X20 8GB/256GB'),
    rice: await product('MINIKET-5', 'Miniket Rice 5kg', 'মিনিকেট চাউল ৫ কেজি'),
  };
});

describe.each(TEST_DIALECTS)('Bangla typos on %s', (dialect) => {
  const shop = testShop(dialect, { stock });
  const get = async <T>(url: string) => {
    const res = await shop.app.inject({ method: 'GET', url, cookies: { haat_lang: 'bn' } });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const suggest = (term: string) => get<Suggestions>(`/api/search/suggestions?term=${encodeURIComponent(term)}`);
  const results = (term: string) => get<Paged<Product>>(`/search/products?term=${encodeURIComponent(term)}`);

  it(
    'offers the brand ওয়ালটন and its phone for a misspelt brand: a wrong letter, a missing য়, a joiner typed ' + 'in',
    async () => {
      for (const typo of ['ওয়ালটণ', 'ওালটন', 'ওয়া\u200Cলটন']) {
        const found = await suggest(typo);
        expect(found.brands.map((b) => b.name)).toContain(bn('ওয়ালটন'));
        expect(found.products.map((p) => p.id)).toContain(shop.stock.phone);
      }
    },
  );

  it('finds a product whose Bangla name has one letter wrong, in suggestions and on the results page', async () => {
    for (const typo of ['জ্যানণ', 'জ্যনন X20']) {
      expect((await suggest(typo)).products.map((p) => p.name)).toContain(bn('ওয়ালটন জ্যানন X20 8GB/256GB'));
      expect((await results(typo)).data.map((p) => p.id)).toContain(shop.stock.phone);
    }
  });

  it('forgives a vowel sign left out, typed twice or put on the next letter', async () => {
    // The second ি of মিনিকেট left out, typed twice, or typed on the next letter (ি and ক swapped).
    for (const typo of ['মিনকেট', 'মিনিিকেট', 'মিনকিেট']) {
      expect((await suggest(typo)).products.map((p) => p.id)).toContain(shop.stock.rice);
      expect((await results(typo)).data.map((p) => p.id)).toContain(shop.stock.rice);
    }
  });

  it('finds a category by its misspelt Bangla name', async () => {
    expect((await suggest('মবাইল')).categories.map((c) => c.slug)).toContain('mobiles-tablets');
  });

  it('offers the nearest it has for a Bangla word like no name, marked as such, on both lists', async () => {
    const offered = await suggest('ঝঞ্ঝাফুস');
    expect(offered.closest).toBe(true);
    expect(offered.products.length).toBeGreaterThan(0);
    expect(offered.categories.length).toBeGreaterThan(0);
    const page = await results('ঝঞ্ঝাফুস');
    expect(page.meta.closest).toBe(true);
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('still forgives English typos as before, naming what it finds in Bangla for a Bangla shopper', async () => {
    const found = await suggest('waltn');
    expect(found.brands.map((b) => b.name)).toContain(bn('ওয়ালটন'));
    expect(found.products.length).toBeGreaterThan(0);
    expect((await results('xanonn')).data.map((p) => p.id)).toEqual([shop.stock.phone]);
  });

  it('keeps the Bangla words in step with the products table (rename, disable)', async () => {
    const { db } = shop.database;
    await db
      .updateTable('products')
      .set({ name_bn: bn('কাটারিভোগ আতপ চাউল') })
      .where('id', '=', shop.stock.rice)
      .execute();
    forget(db);
    expect((await suggest('কাটারিবোগ')).products.map((p) => p.id)).toEqual([shop.stock.rice]);
    // The old name's কেজি is gone; its মিনিকেট still sounds like the English name's "Miniket".
    expect((await suggest('কেজি')).products.map((p) => p.id)).not.toContain(shop.stock.rice);
    expect((await suggest('মিনকেট')).products.map((p) => p.id)).toContain(shop.stock.rice);
    await db.updateTable('products').set({ status: 0 }).where('id', '=', shop.stock.rice).execute();
    expect((await suggest('কাটারিবোগ')).products.map((p) => p.id)).not.toContain(shop.stock.rice);
  });
});
