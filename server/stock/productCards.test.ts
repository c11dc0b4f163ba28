import type { AllProductsPageProps, Product } from '../../shared/api/contract';
import { setStock } from '../alerts/stock';
import { forgetListings } from '../catalog/listingCache';
import { islandProps } from '../test/browser';
import { insertCartFixtures } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';

/**
 * A list's card of a product the shop has none of says so, painted by the server before any script (the islands
 * server bundle of `npm run build`, as npm test builds first) and in the list calls the island reads.
 */
describe.each(TEST_DIALECTS)('the cards of products the shop counts, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;
  const listed = async () => {
    forgetListings(db());
    const answer = await shop.app.inject({ method: 'GET', url: '/shop/products/data' });
    return new Map((answer.json().data as Product[]).map((p) => [p.name, p]));
  };
  const page = async (path: string) => {
    forgetListings(db());
    return (await shop.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } })).body;
  };
  /** The action button of the product's card as the server painted it. */
  const cardButton = (html: string, name: string) =>
    new RegExp(`<article[^>]*aria-label="${name}"[^]*?</article>`).exec(html)?.[0].match(/<(button|a)\b[^>]*>[^<]*</g);

  beforeEach(() => db().deleteFrom('stock_levels').execute());

  it('marks a sold-out product, and a product all of whose variants on sale are, and no other', async () => {
    const before = await listed();
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 0);
    await setStock(db(), { productId: shop.stock.kurta, variantId: shop.stock.red }, 0);
    await setStock(db(), { productId: shop.stock.rice, variantId: 0 }, 5);
    const after = await listed();
    expect(after.get('Sylhet Tea 500g')!.sold_out).toBe(true);
    expect(after.get('Cotton Kurta')!.sold_out).toBe(true);
    for (const name of ['Chinigura Rice 1kg', 'Walton Phone']) expect(after.get(name)).toEqual(before.get(name));
    expect(before.get('Sylhet Tea 500g')).not.toHaveProperty('sold_out');

    await setStock(db(), { productId: shop.stock.kurta, variantId: shop.stock.red }, 1);
    expect((await listed()).get('Cotton Kurta')).toEqual(before.get('Cotton Kurta'));
  });

  it("marks it in a guest's compare list as well", async () => {
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 0);
    const ids = [shop.stock.tea, shop.stock.rice].map((id) => `product_ids[]=${id}`).join('&');
    const answer = await shop.app.inject({ method: 'GET', url: `/api/compare-items?${ids}` });
    const compared = answer.json().data as { name: string; sold_out?: true }[];
    expect(compared.map((p) => [p.name, p.sold_out])).toEqual([
      ['Sylhet Tea 500g', true],
      ['Chinigura Rice 1kg', undefined],
    ]);
  });

  it('paints the card\'s button disabled as "Out of stock", in English and Bangla', async () => {
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 0);
    const html = await page('/products');
    expect(cardButton(html, 'Sylhet Tea 500g')?.at(-1)).toMatch(/^<button[^>]*disabled[^>]*>Out of stock</);
    expect(cardButton(html, 'Chinigura Rice 1kg')?.at(-1)).toMatch(/^<button type="submit"[^>]*>Add To Cart</);
    const props = islandProps<AllProductsPageProps>(html, 'all-products').products.data;
    expect(props.find((p) => p.id === shop.stock.tea)?.sold_out).toBe(true);
    expect(cardButton(await page('/products?lang=bn'), 'Sylhet Tea 500g')?.at(-1)).toMatch(/disabled[^>]*>স্টকে নেই</);
  });
});
