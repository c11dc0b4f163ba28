import { ldOf, metaOf, readHead } from '../../test/pageHead';
import { Browser } from '../../test/browser';
import { fillCart, GULSHAN_HOME, signedInShopper } from '../../test/shoppers';
import { demoCatalogue, TEST_DIALECTS, testShop, type TestShop } from '../../test/testShop';

const PUBLIC_URL = 'https://haat.example';
const html = { accept: 'text/html' };

async function pageOf(shop: TestShop, url: string, status = 200) {
  const res = await shop.app.inject({ method: 'GET', url, headers: html });
  expect([url, res.statusCode]).toEqual([url, status]);
  return { ...readHead(res.body), body: res.body, text: res.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** The page's address in English, in Bangla and for any other language (the English one). */
const alternatesOf = (english: string, bangla: string) => [
  ['en', PUBLIC_URL + english],
  ['bn', PUBLIC_URL + bangla],
  ['x-default', PUBLIC_URL + english],
];

describe.each(TEST_DIALECTS)('pages and their heads in English and Bangla on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue, config: { publicUrl: PUBLIC_URL } });

  it(
    "names a listing's address in each language; the Bangla page's canonical URL is its ?lang=bn address, keeping " +
      'the page number',
    async () => {
      const english = await pageOf(shop, '/categories/mens-fashion?page=2&utm_source=facebook');
      expect(english.canonical).toEqual([`${PUBLIC_URL}/categories/mens-fashion?page=2`]);
      expect(english.alternates).toEqual(
        alternatesOf('/categories/mens-fashion?page=2', '/categories/mens-fashion?page=2&lang=bn'),
      );
      expect(metaOf(english, 'og:locale')).toBe('en_US');
      expect(metaOf(english, 'og:locale:alternate')).toBe('bn_BD');

      const bangla = await pageOf(shop, '/categories/mens-fashion?page=2&lang=bn&utm_source=facebook');
      expect(bangla.title).toBe('ছেলেদের ফ্যাশন | হাট');
      expect(bangla.canonical).toEqual([`${PUBLIC_URL}/categories/mens-fashion?page=2&lang=bn`]);
      expect(metaOf(bangla, 'og:url')).toBe(`${PUBLIC_URL}/categories/mens-fashion?page=2&lang=bn`);
      expect(bangla.alternates).toEqual(english.alternates);
      expect(metaOf(bangla, 'og:locale')).toBe('bn_BD');
      expect(metaOf(bangla, 'og:locale:alternate')).toBe('en_US');
      expect(metaOf(bangla, 'og:site_name')).toBe('হাট');
      expect(metaOf(bangla, 'description')).toContain('বাংলাদেশের ৬৪ জেলাতেই ক্যাশ অন ডেলিভারি।');
      expect(ldOf(bangla, 'BreadcrumbList')!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'হোম', item: `${PUBLIC_URL}/?lang=bn` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'ছেলেদের ফ্যাশন',
          item: `${PUBLIC_URL}/categories/mens-fashion?page=2&lang=bn`,
        },
      ]);

      // A filtered or re-sorted view names the plain listing, in its language.
      const sorted = await pageOf(shop, '/products?page=2&sort=price_asc&lang=bn');
      expect(sorted.title).toBe('সব পণ্য | হাট');
      expect(sorted.canonical).toEqual([`${PUBLIC_URL}/products?lang=bn`]);
      expect(sorted.alternates).toEqual(alternatesOf('/products', '/products?lang=bn'));
    },
  );

  it("titles the home page, the blog, Careers and About Us in Bangla, the editors' own words as written", async () => {
    const home = await pageOf(shop, '/?lang=bn');
    expect(home.title).toBe('হাট: বাংলাদেশে অনলাইন শপিং');
    expect(home.body).toContain('<h1 class="visually-hidden">হাট: বাংলাদেশে অনলাইন শপিং</h1>');
    expect(home.alternates).toEqual(alternatesOf('/', '/?lang=bn'));
    const blog = await pageOf(shop, '/blog?lang=bn');
    expect(blog.title).toBe('ব্লগ | হাট');
    expect(blog.body).toContain('<h1 class="blog-title">ব্লগ</h1>');
    expect((await pageOf(shop, '/blog/categories/shopping-guides?lang=bn')).title).toBe('Shopping Guides | ব্লগ | হাট');
    const careers = await pageOf(shop, '/careers?lang=bn');
    expect(careers.title).toBe('ক্যারিয়ার | হাট');
    expect(careers.body).toMatch(/<h1>ক্যারিয়ার<\/h1>/);
    const about = await pageOf(shop, '/page/about-us?lang=bn');
    expect(about.title).toBe('About Us | হাট');
    expect(about.body).toContain('<h1>About Us</h1>');
    expect(about.text).toContain('হোম About Us');
    expect(about.canonical).toEqual([`${PUBLIC_URL}/page/about-us?lang=bn`]);
  });

  it(
    "writes a product's description in Bangla with the price in Bangla digits, and its offer in plain numbers and " +
      'BDT',
    async () => {
      const product = await shop.database.db
        .selectFrom('products')
        .select('url_key')
        .where('status', '=', 1)
        .where('type', '=', 'simple')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const head = await pageOf(shop, `/products/${product.url_key}?lang=bn`);
      expect(metaOf(head, 'description')).toMatch(/^হাটে .+ কিনুন ৳ [০-৯,]+ দামে।/);
      expect(metaOf(head, 'product:price:amount')).toMatch(/^\d+\.\d\d$/);
      expect(ldOf(head, 'Product')!.offers).toMatchObject({
        price: metaOf(head, 'product:price:amount'),
        priceCurrency: 'BDT',
      });
    },
  );

  it('names no other language on a page that is not indexed, and titles it in Bangla', async () => {
    const search = await pageOf(shop, '/search?term=shirt&lang=bn');
    expect(search.title).toBe('"shirt" খোঁজার ফলাফল | হাট');
    expect(search.canonical).toEqual([`${PUBLIC_URL}/search?term=shirt&lang=bn`]);
    expect(search.alternates).toEqual([]);
    const cart = await pageOf(shop, '/checkout/cart?lang=bn');
    expect(cart.title).toBe('শপিং কার্ট | হাট');
    expect(cart.alternates).toEqual([]);
    const track = await pageOf(shop, '/track-order?lang=bn');
    expect(track.title).toBe('আপনার অর্ডার ট্র্যাক করুন | হাট');
    expect(track.body).toContain(
      '<nav class="breadcrumb" aria-label="আপনি এখানে আছেন"><ol><li><a href="/">হোম</a></li><li><span ' +
        'aria-current="page">আপনার অর্ডার ট্র্যাক করুন</span>',
    );
  });

  it(
    "sizes the header's Bangla labels to the shop font's widths on a Bangla page, and leaves English ones " + 'alone',
    async () => {
      const sized = (body: string) =>
        [...body.matchAll(/class="sized-label" style="--label-width: ?([\d.]+)em">([^<]+)</g)].map(
          (m) => [m[2], Number(m[1])] as const,
        );
      const bangla = new Map(sized((await pageOf(shop, '/?lang=bn')).body));
      // The top bar's links, the shop's pages, the category menu and the flash-deal strip.
      for (const label of ['লগইন', 'সাইন আপ', 'ব্লগ', 'ক্যারিয়ার', 'মুদি বাজার', 'ঘড়ি ও ব্যাগ', 'ফ্ল্যাশ ডিল'])
        expect([label, bangla.get(label)]).toEqual([label, expect.any(Number)]);
      expect(bangla.get('সাইন আপ')).toBeGreaterThan(bangla.get('লগইন')!);
      // An English page: only the switch's বাংলা is Bangla.
      expect(sized((await pageOf(shop, '/?lang=en')).body).map(([label]) => label)).toEqual(['বাংলা']);
    },
  );

  it('shows a missing page in Bangla', async () => {
    const missing = await pageOf(shop, '/products/no-such-product?lang=bn', 404);
    expect(missing.title).toBe('পাতাটি পাওয়া যায়নি | হাট');
    expect(metaOf(missing, 'robots')).toBe('noindex');
    expect(missing.body).toContain('<h1>৪০৪</h1>');
    expect(missing.text).toContain('আপনি যে পণ্যটি খুঁজছেন সেটি পাওয়া যায়নি। শপে ফিরে যান');
  });

  it("shows a customer's account and the order placed in Bangla", async () => {
    const { browser } = await signedInShopper(shop);
    const account = (await browser.get('/customer/account/downloadable-products?lang=bn', html)).body;
    expect(account).toContain('<h1>আমার ডাউনলোড</h1>');
    expect(account).toContain('<p class="empty-state">আপনার কোনো ডাউনলোডযোগ্য পণ্য নেই।</p>');
    expect(account).toContain('<li><a href="/customer/account/profile">প্রোফাইল</a></li>');
    expect(readHead(account).title).toBe('আমার ডাউনলোড | হাট');

    const product = await shop.database.db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 1)
      .where('type', '=', 'simple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await fillCart(browser, [[product.id, 2]]);
    await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
    await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
    await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
    const placed = (await browser.post('/api/checkout/onepage/orders', {})).json().data;
    // The language the shopper chose stays with them (the cookie) on the next page.
    const page = (await new Browser(shop.app).get('/', html)).body;
    expect(page).toContain('<html lang="en">');
    const success = (await browser.get(placed.redirect_url, html)).body;
    const text = success.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(success).toContain('<html lang="bn">');
    expect(text).toContain('আপনার অর্ডারের জন্য ধন্যবাদ!');
    expect(text).toContain(`আপনার অর্ডার নম্বর #${placed.order.increment_id}`);
    expect(text).toMatch(/পণ্য দাম পরিমাণ সাবটোটাল .+ ৳ [০-৯,]+ ২ ৳ [০-৯,]+/);
    expect(text).toMatch(/সাবটোটাল ৳ [০-৯,]+ ছাড় ৳ ০ ডেলিভারি চার্জ ৳ [০-৯,]+ মোট ৳ [০-৯,]+/);
    expect(text).toContain('আপনার অর্ডার দেখুন');
  });
});
