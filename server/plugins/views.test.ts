import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sanitizeRichText } from '../lib/richText';
import { Browser, islandProps } from '../test/browser';
import { fillCart, GULSHAN_HOME, SHOPPER } from '../test/shoppers';
import { stockShelves } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';

const html = { accept: 'text/html' };

/**
 * Text a shopper or the admin may type, each with how the page must write it: placeholders of
 * the template language stay as typed, markup is escaped, a forged mount point stays text.
 */
const HOSTILE: [string, string][] = [
  ['{{ locale }}', '{{ locale }}'],
  ['{{{ x }}}', '{{{ x }}}'],
  ['{{ json menu }}', '{{ json menu }}'],
  ['{{> island }}', '{{&gt; island }}'],
  ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['" data-island="evil', '&quot; data-island&#x3D;&quot;evil'],
];

/** A category and a product named with the hostile texts, beside the checkout's two products. */
async function hostileShelf(db: Kysely<DB>) {
  const shelves = await stockShelves(db);
  const name = HOSTILE.map(([text]) => text).join(' ');
  const category = await db
    .insertInto('categories')
    .values({ name, slug: 'hostile', position: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      type: 'simple',
      sku: 'HOSTILE',
      name,
      url_key: 'hostile',
      price: 10000,
      min_price: 10000,
      short_description: name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('product_categories').values({ product_id: product.id, category_id: category.id }).execute();
  return { ...shelves, name, product: product.id };
}

/** Every data-props of the page parses as JSON (a broken one would keep its island from mounting). */
function everyPropsParses(page: string): void {
  const props = [...page.matchAll(/data-island="([a-z0-9-]+)"[^>]*data-props="/g)].map((m) => m[1]);
  expect(props.length).toBeGreaterThan(0);
  for (const island of props) expect(() => islandProps(page, island)).not.toThrow();
}

describe.each(TEST_DIALECTS)('pages holding hostile text on %s', (dialect) => {
  const shop = testShop(dialect, { stock: hostileShelf });
  const escapedName = () => HOSTILE.map(([, escaped]) => escaped).join(' ');

  it.each(HOSTILE)(
    'shows a search for %j as exactly that term, escaped, with its data intact',
    async (term, escaped) => {
      const page = (await new Browser(shop.app).get(`/search?term=${encodeURIComponent(term)}`, html)).body;
      expect(page).toContain(`<title>Search results for &quot;${escaped}&quot; | Haat</title>`);
      expect(islandProps<{ term: string }>(page, 'search').term).toBe(term);
      expect(
        islandProps<{ categories: { name: string }[] }>(page, 'category-menu').categories.map((c) => c.name),
      ).toContain(shop.stock.name);
      everyPropsParses(page);
      expect(page).not.toContain('<script>alert(1)');
      expect(page).not.toContain('/build/evil.js');
      expect(page).toContain('data-locale="en-BD"');
    },
  );

  it('writes a hostile product and category name as text, and into data-props as it is', async () => {
    const browser = new Browser(shop.app);
    const product = (await browser.get('/products/hostile', html)).body;
    expect(product).toContain(`<title>${escapedName()} | Haat</title>`);
    // The short description is rich text the page writes as HTML: only the allowed tags of it stay.
    expect(islandProps<{ product: { name: string; short_description: string } }>(product, 'product').product).toEqual(
      expect.objectContaining({ name: shop.stock.name, short_description: sanitizeRichText(shop.stock.name) }),
    );
    expect(sanitizeRichText(shop.stock.name)).not.toContain('<script');
    everyPropsParses(product);
    const category = (await browser.get('/categories/hostile', html)).body;
    expect(category).toContain(`<title>${escapedName()} | Haat</title>`);
    expect(islandProps<{ category: { name: string } }>(category, 'category').category.name).toBe(shop.stock.name);
    everyPropsParses(category);
    for (const page of [product, category]) {
      expect(page).not.toContain('<script>alert(1)');
      expect(page).not.toContain('/build/evil.js');
    }
  });

  it("echoes a customer's hostile name on the order success and order pages as text", async () => {
    // The name rule refuses markup today; a name stored before it (or by an import) is still data.
    const browser = new Browser(shop.app);
    const customer = { ...SHOPPER, email: 'hostile@example.com', phone: '01900000001' };
    expect((await browser.post('/customer/register', customer)).statusCode).toBe(200);
    await browser.post('/customer/login', { email: customer.email, password: customer.password });
    await fillCart(browser, [[shop.stock.saree, 1]]);
    await browser.post('/api/checkout/onepage/addresses', { billing: GULSHAN_HOME });
    await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'free_free' });
    await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
    const placed = (await browser.post('/api/checkout/onepage/orders', {})).json().data.order;
    const db = shop.database.db;
    await db
      .updateTable('customers')
      .set({ first_name: shop.stock.name })
      .where('email', '=', customer.email)
      .execute();
    await db.updateTable('orders').set({ customer_first_name: shop.stock.name }).where('id', '=', placed.id).execute();
    await db
      .updateTable('order_addresses')
      .set({ first_name: shop.stock.name })
      .where('order_id', '=', placed.id)
      .execute();

    const success = (await browser.get('/checkout/onepage/success', html)).body;
    expect(success).toContain(`<strong>${escapedName()} Ahmed</strong>`);
    everyPropsParses(success);
    const order = (await browser.get(`/customer/account/orders/view/${placed.id}`, html)).body;
    const shown = islandProps<{ order: { customer_first_name: string; shipping_address: { name: string } } }>(
      order,
      'account-order',
    ).order;
    expect([shown.customer_first_name, shown.shipping_address.name]).toEqual([
      shop.stock.name,
      `${shop.stock.name} Ahmed`,
    ]);
    everyPropsParses(order);
    for (const page of [success, order]) {
      expect(page).not.toContain('<script>alert(1)');
      expect(page).not.toContain('/build/evil.js');
    }
  });
});
