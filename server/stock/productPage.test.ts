import { setStock } from '../alerts/stock';
import { ldOf, readHead } from '../test/pageHead';
import { insertCartFixtures } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';

/**
 * A product page the shop has none of says so to shoppers before any script runs (the islands server bundle of
 * `npm run build`, as npm test builds first), and to search engines.
 */
describe.each(TEST_DIALECTS)('the page of a product the shop counts, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;
  const page = async (path: string) =>
    (await shop.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } })).body;
  /** The buy row's submit button as the server painted it. */
  const buyButton = (html: string) =>
    /<button type="submit" class="button add-to-cart"[^>]*>[^<]*<\/button>/.exec(html)?.[0];
  const availability = (html: string) => ldOf(readHead(html), 'Product')!.offers.availability;

  it('paints Add To Cart disabled as "Out of stock", and offers OutOfStock, while the shop has none', async () => {
    const tea = { productId: shop.stock.tea, variantId: 0 };
    await setStock(db(), tea, 0);
    let html = await page('/products/tea');
    expect(buyButton(html)).toMatch(/disabled.*>Out of stock</);
    expect(availability(html)).toBe('https://schema.org/OutOfStock');
    expect(buyButton(await page('/products/tea?lang=bn'))).toMatch(/disabled.*>স্টকে নেই</);
    await setStock(db(), tea, 4);
    html = await page('/products/tea');
    expect(buyButton(html)).toMatch(/>Add To Cart</);
    expect(buyButton(html)).not.toMatch(/disabled/);
    expect(availability(html)).toBe('https://schema.org/InStock');
  });

  it('offers a product with options OutOfStock only when every variant on sale is sold out', async () => {
    await setStock(db(), { productId: shop.stock.kurta, variantId: shop.stock.red }, 0);
    expect(availability(await page('/products/kurta'))).toBe('https://schema.org/OutOfStock');
    await setStock(db(), { productId: shop.stock.kurta, variantId: shop.stock.red }, 1);
    expect(availability(await page('/products/kurta'))).toBe('https://schema.org/InStock');
  });
});
