import { Browser, islandAttribute } from '../test/browser';
import { fillCart } from '../test/shoppers';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../test/testShop';
import { LANGUAGE_COOKIE } from './i18n';

const html = { accept: 'text/html' };

/** Where a page's islands find their texts: <script id="haat-messages" data-locale="…" data-src="…"></script>. */
function pageTexts(page: string): { locale: string; src: string } {
  const found =
    /<script type="application\/json" id="haat-messages" data-locale="([^"]+)" data-src="([^"]+)"><\/script>/.exec(
      page,
    );
  expect(found).not.toBeNull();
  return { locale: found![1], src: found![2] };
}

describe.each(TEST_DIALECTS)("the shopper's language on %s", (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });

  it('is English by default, with a switch in the top bar to বাংলা at this address', async () => {
    const page = (await new Browser(shop.app).get('/checkout/cart?x=1', html)).body;
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(page).toContain(
      '<a href="/checkout/cart?x=1&amp;lang=en" hrefLang="en" lang="en" aria-current="true">English</a>',
    );
    // বাংলা in the width the shop's font draws it, so the switch stays put when that font arrives.
    expect(page).toMatch(
      /<a href="\/checkout\/cart\?x=1&amp;lang=bn" hrefLang="bn" lang="bn" class="sized-label" style="--label-width:2\.\d+em">বাংলা<\/a>/,
    );
    expect(page).toContain('Skip to content');
    expect(islandAttribute(page, 'navbar', 'data-locale')).toBe('en-BD');
  });

  it('switches with ?lang=bn, keeps it in a cookie, and ?lang=en switches back', async () => {
    const shopper = new Browser(shop.app);
    const first = await shopper.get('/checkout/cart?lang=bn', html);
    expect(first.statusCode).toBe(200);
    expect(shopper.cookies.get(LANGUAGE_COOKIE)).toBe('bn');
    const later = (await shopper.get('/checkout/cart', html)).body;
    expect(later).toMatch(/<html lang="bn">/);
    expect(later).toContain('মূল অংশে যান');
    expect(islandAttribute(later, 'navbar', 'data-locale')).toBe('bn-BD');
    expect(pageTexts(later).locale).toBe('bn-BD');
    await shopper.get('/?lang=en', html);
    expect(shopper.cookies.get(LANGUAGE_COOKIE)).toBe('en');
    expect((await shopper.get('/checkout/cart', html)).body).toMatch(/<html lang="en">/);
  });

  it('ignores a language it does not have, and lets calls whose schemas know no lang take it', async () => {
    const shopper = new Browser(shop.app);
    const page = await shopper.get('/checkout/cart?lang=fr', html);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="en">/);
    expect(shopper.cookies.has(LANGUAGE_COOKIE)).toBe(false);
    expect((await shopper.get('/api/checkout/cart?lang=bn')).statusCode).toBe(200);
  });

  it('writes the amounts of calls in Bangla digits for a Bangla shopper, the numbers unchanged', async () => {
    const shopper = new Browser(shop.app);
    const product = await shop.app.db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await fillCart(shopper, [[product.id, 1]]);
    const english = (await shopper.get('/api/checkout/cart')).json().data;
    await shopper.get('/?lang=bn', html);
    const bangla = (await shopper.get('/api/checkout/cart')).json().data;
    expect(bangla.grand_total).toBe(english.grand_total);
    expect(english.formatted_grand_total).toMatch(/^৳ [\d,]+(\.\d+)?$/);
    expect(bangla.formatted_grand_total).toMatch(/^৳ [০-৯,]+(\.[০-৯]+)?$/);
  });

  it("names its language's texts file for the islands and writes no texts into the page", async () => {
    const english = pageTexts((await new Browser(shop.app).get('/', html)).body);
    expect(english).toEqual({ locale: 'en-BD', src: '/build/i18n/en-BD.json' });
    const bangla = pageTexts((await new Browser(shop.app).get('/?lang=bn', html)).body);
    expect(bangla).toEqual({ locale: 'bn-BD', src: '/build/i18n/bn-BD.json' });
  });
});
