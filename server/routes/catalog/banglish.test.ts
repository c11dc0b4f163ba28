import type { Kysely } from 'kysely';
import type { Paged, Product, Suggestions } from '../../../shared/api/contract';
import type { DB } from '../../db/schema';
import { onDemoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** Bangla as the shop stores it: NFC. */
const bn = (text: string) => text.normalize('NFC');

/** The demo catalogue (its sandals among it), and lentils, rice and soap named in Bangla too. */
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
        price: 14000,
        min_price: 14000,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  return {
    lentils: await product('MASOOR-1', 'Masoor Lentils 1kg', 'মসুর ডাল ১ কেজি'),
    rice: await product('MINIKET-5', 'Miniket Rice 5kg', 'মিনিকেট চাল ৫ কেজি'),
    soap: await product('LUX-100', 'Lux Beauty Bar 100g', 'লাক্স সাবান ১০০ গ্রাম'),
  };
});

describe.each(TEST_DIALECTS)('Banglish and Bangla finding each other on %s', (dialect) => {
  const shop = testShop(dialect, { stock });
  const get = async <T>(url: string, lang = 'en') => {
    const res = await shop.app.inject({ method: 'GET', url, cookies: { haat_lang: lang } });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const suggest = (term: string, lang?: string) =>
    get<Suggestions>(`/api/search/suggestions?term=${encodeURIComponent(term)}`, lang);
  const results = (term: string) => get<Paged<Product>>(`/search/products?term=${encodeURIComponent(term)}`);

  it('offers ডাল for "dal" before the sandals whose English name holds it, in suggestions and results', async () => {
    expect((await suggest('dal', 'bn')).products[0].name).toBe(bn('মসুর ডাল ১ কেজি'));
    const offered = await suggest('dal');
    expect(offered.products[0].id).toBe(shop.stock.lentils);
    expect(offered.products.slice(1).map((p) => p.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/sandal/i)]),
    );
    expect((await results('dal')).data[0].id).toBe(shop.stock.lentils);
  });

  it('finds চাল for "chal", "chaal" and "CHAUL", and সাবান for "saban" and "shaban"', async () => {
    for (const term of ['chal', 'chaal', 'CHAUL']) {
      expect((await suggest(term)).products.map((p) => p.id)).toContain(shop.stock.rice);
      expect((await results(term)).data.map((p) => p.id)).toContain(shop.stock.rice);
    }
    for (const term of ['saban', 'shaban']) {
      expect((await suggest(term)).products.map((p) => p.id)).toEqual([shop.stock.soap]);
      expect((await results(term)).data.map((p) => p.id)).toEqual([shop.stock.soap]);
    }
  });

  it('forgives a Bangla typo as an English one: a vowel sign more, a wrong letter', async () => {
    for (const typo of ['ডাউল', 'সাবাণ']) {
      const found = (await suggest(typo)).products.map((p) => p.id);
      expect(found.some((id) => id === shop.stock.lentils || id === shop.stock.soap)).toBe(true);
    }
    expect((await results('সাবাণ')).data.map((p) => p.id)).toContain(shop.stock.soap);
  });

  it('finds an English name typed in Bangla letters: "লাক্স" finds Lux among the English names too', async () => {
    expect((await suggest('মিনিকেট')).products.map((p) => p.id)).toContain(shop.stock.rice);
    expect((await suggest('লাক্স')).products.map((p) => p.id)).toContain(shop.stock.soap);
  });

  it('answers English words, prefixes and typos as before: what they name, in the same order', async () => {
    const walton = await suggest('walton');
    expect(walton.products.length).toBeGreaterThan(0);
    expect(walton.products.every((p) => /walton|walpad/i.test(p.name))).toBe(true);
    expect((await suggest('sams')).products.every((p) => /samsung/i.test(p.name))).toBe(true);
    expect((await suggest('sandal')).products[0].name).toMatch(/sandal/i);
    const page = await results('sandal');
    expect(page.data.every((p) => /sandal/i.test(p.name))).toBe(true);
    expect(page.data.map((p) => p.id)).not.toContain(shop.stock.lentils);
  });

  it("offers the nearest products and categories, in the shopper's language, when nothing matches", async () => {
    for (const lang of ['en', 'bn']) {
      const offered = await suggest('qzxjvk', lang);
      expect(offered.closest).toBe(true);
      expect(offered.products.length).toBeGreaterThan(0);
      expect(offered.categories.length).toBeGreaterThan(0);
      expect(offered.categories.every((c) => /[\u0980-\u09FF]/u.test(c.name))).toBe(lang === 'bn');
    }
    const page = await results('qzxjvk');
    expect(page.meta.closest).toBe(true);
    expect(page.data.length).toBeGreaterThan(0);
    const html = await shop.app.inject({ url: '/search?term=qzxjvk', cookies: { haat_lang: 'bn' } });
    expect(html.body).toContain(bn('মুদি বাজার'));
  });

  it('offers what matched without a closest mark: a found term is no zero-result search', async () => {
    const found = await suggest('saban');
    expect(found.closest).toBeUndefined();
    expect((await results('saban')).meta.closest).toBeUndefined();
  });
});
