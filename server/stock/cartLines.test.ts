import type { CartItem } from '../../shared/api/contract';
import { setStock } from '../alerts/stock';
import type { Browser } from '../test/browser';
import { pageFlashes } from '../test/forms';
import { chooseCheckout, fillCart, signedInShopper } from '../test/shoppers';
import { stockShelves } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';

/**
 * A line whose stock fell below its quantity after it was added stays as the shopper left it, says how many are left,
 * and keeps the cart from checkout until the shopper lowers or removes it.
 */
describe.each(TEST_DIALECTS)('cart lines the shop has fewer of than they hold, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: stockShelves });
  const db = () => shop.database.db;
  const panjabi = () => ({ productId: shop.stock.panjabi, variantId: 0 });
  const items = async (browser: Browser, lang = 'en') =>
    (await browser.get(`/api/checkout/cart?lang=${lang}`)).json().data.items as CartItem[];

  beforeEach(() => db().deleteFrom('stock_levels').execute());

  it('answers how many are left of a line short of them, and nothing new for the others', async () => {
    await setStock(db(), panjabi(), 5);
    const { browser } = await signedInShopper(shop);
    await fillCart(browser, [
      [shop.stock.panjabi, 3],
      [shop.stock.saree, 1],
    ]);
    const [before] = await items(browser);
    expect(before).not.toHaveProperty('units_left');
    await setStock(db(), panjabi(), 2);
    const [panjabiLine, sareeLine] = await items(browser);
    expect([panjabiLine.quantity, panjabiLine.units_left]).toEqual([3, 2]);
    expect(sareeLine).not.toHaveProperty('units_left');
    await setStock(db(), panjabi(), 0);
    expect((await items(browser))[0].units_left).toBe(0);
    await setStock(db(), panjabi(), 3);
    expect(await items(browser)).toEqual([before, sareeLine]);
  });

  it("paints the line's words, and sends checkout back to the cart saying which, until it is fixed", async () => {
    await setStock(db(), panjabi(), 5);
    const { browser } = await signedInShopper(shop);
    await fillCart(browser, [[shop.stock.panjabi, 3]]);
    await chooseCheckout(browser);
    await setStock(db(), panjabi(), 2);

    const cartPage = (await browser.get('/checkout/cart', { accept: 'text/html' })).body;
    expect(cartPage).toMatch(/<p id="[^"]*" class="field-error">Only 2 units are left in stock\.<\/p>/);

    const checkout = await browser.get('/checkout/onepage', { accept: 'text/html' });
    expect([checkout.statusCode, checkout.headers.location]).toEqual([302, '/checkout/cart']);
    expect(pageFlashes((await browser.get('/checkout/cart', { accept: 'text/html' })).body)).toEqual([
      { text: 'Cotton Panjabi: only 2 units are left in stock. Lower the quantity to check out.', type: 'error' },
    ]);

    // The order call refuses it too, with its own words, and leaves the cart as it was.
    const order = await browser.post('/api/checkout/onepage/orders', {});
    expect([order.statusCode, order.json().message]).toEqual([
      422,
      'Sorry, Cotton Panjabi sold out while you were checking out. Your cart shows how many are left.',
    ]);

    const [line] = await items(browser);
    expect((await browser.put('/api/checkout/cart', { qty: { [line.id]: 2 } })).statusCode).toBe(200);
    expect((await browser.get('/checkout/onepage', { accept: 'text/html' })).statusCode).toBe(200);
  });

  it('says it in Bangla', async () => {
    await setStock(db(), panjabi(), 5);
    const { browser } = await signedInShopper(shop);
    await fillCart(browser, [[shop.stock.panjabi, 3]]);
    await setStock(db(), panjabi(), 0);
    await browser.get('/checkout/onepage?lang=bn', { accept: 'text/html' });
    const cartPage = (await browser.get('/checkout/cart?lang=bn', { accept: 'text/html' })).body;
    expect(cartPage).toMatch(/class="field-error">স্টকে নেই<\/p>/);
    expect(pageFlashes(cartPage)).toEqual([
      { text: 'Cotton Panjabi স্টকে নেই। চেকআউট করতে এটি কার্ট থেকে সরিয়ে দিন।', type: 'error' },
    ]);
  });
});
