import { setStock } from '../alerts/stock';
import { CART_ADD_FORM, CART_UPDATE_FORM } from '../../shared/forms/formActions';
import { Browser } from '../test/browser';
import { pageFlashes, sendForm } from '../test/forms';
import { insertCartFixtures } from '../test/stock';
import { TEST_DIALECTS, testShop } from '../test/testShop';

/** A shop that counts a product's units never lets a cart hold more of it than it has. */
describe.each(TEST_DIALECTS)('the cart and the units on hand, on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });
  const db = () => shop.database.db;
  const lines = () =>
    db().selectFrom('cart_items').select(['product_id', 'variant_id', 'quantity']).orderBy('id').execute();

  beforeEach(async () => {
    await db().deleteFrom('cart_items').execute();
    await db().deleteFrom('stock_levels').execute();
  });

  it('adds up to the units left, then refuses more naming how many are left, in English and Bangla', async () => {
    await setStock(db(), { productId: shop.stock.rice, variantId: 0 }, 3);
    const browser = new Browser(shop.app);
    expect((await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 2 })).statusCode).toBe(
      200,
    );
    const more = await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 2 });
    expect([more.statusCode, more.json().message]).toEqual([422, 'Only 3 units are left in stock.']);
    const bangla = await browser.post('/api/checkout/cart?lang=bn', { product_id: shop.stock.rice, quantity: 5 });
    expect([bangla.statusCode, bangla.json().message]).toEqual([422, 'স্টকে আর মাত্র ৩টি আছে।']);
    expect(await lines()).toEqual([{ product_id: shop.stock.rice, variant_id: null, quantity: 2 }]);
    expect((await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 })).statusCode).toBe(
      200,
    );
    expect((await lines())[0].quantity).toBe(3);
  });

  it('refuses a sold-out product and a sold-out variant, and counts a variant by its own units', async () => {
    await setStock(db(), { productId: shop.stock.tea, variantId: 0 }, 0);
    const red = { productId: shop.stock.kurta, variantId: shop.stock.red };
    await setStock(db(), red, 0);
    const browser = new Browser(shop.app);
    const tea = await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 });
    expect([tea.statusCode, tea.json().message]).toEqual([422, 'This is out of stock.']);
    const redLine = (quantity: number) => ({ product_id: red.productId, variant_id: red.variantId, quantity });
    expect((await browser.post('/api/checkout/cart', redLine(1))).json().message).toBe('This is out of stock.');
    await setStock(db(), red, 2);
    expect((await browser.post('/api/checkout/cart', redLine(4))).json().message).toBe(
      'Only 2 units are left in stock.',
    );
    expect((await browser.post('/api/checkout/cart', redLine(2))).statusCode).toBe(200);
    expect(await lines()).toEqual([{ product_id: red.productId, variant_id: red.variantId, quantity: 2 }]);
  });

  it("refuses raising a line above the units left, changing none of the cart's lines", async () => {
    await setStock(db(), { productId: shop.stock.rice, variantId: 0 }, 2);
    const browser = new Browser(shop.app);
    await browser.post('/api/checkout/cart', { product_id: shop.stock.rice, quantity: 1 });
    const cart = await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 1 });
    const [rice, tea] = cart.json().data.items as { id: number }[];
    const raised = await browser.put('/api/checkout/cart', { qty: { [rice.id]: 3, [tea.id]: 5 } });
    expect([raised.statusCode, raised.json().message]).toEqual([422, 'Only 2 units are left in stock.']);
    expect(raised.json().errors).toEqual({ [`qty.${rice.id}`]: ['Only 2 units are left in stock.'] });
    expect((await lines()).map((l) => l.quantity)).toEqual([1, 1]);
    expect((await browser.put('/api/checkout/cart', { qty: { [rice.id]: 2, [tea.id]: 5 } })).statusCode).toBe(200);
    expect((await lines()).map((l) => l.quantity)).toEqual([2, 5]);
  });

  it('leaves products the shop does not count as they were', async () => {
    const browser = new Browser(shop.app);
    expect((await browser.post('/api/checkout/cart', { product_id: shop.stock.tea, quantity: 999 })).statusCode).toBe(
      200,
    );
  });

  it('refuses the same through the forms sent without script, in Bangla, changing nothing', async () => {
    await setStock(db(), { productId: shop.stock.rice, variantId: 0 }, 2);
    const guest = new Browser(shop.app);
    await sendForm(guest, '/products/rice', CART_ADD_FORM, { product_id: shop.stock.rice, quantity: 2 });
    const flash = async (path: string) => pageFlashes((await guest.get(path, { accept: 'text/html' })).body);
    await flash('/products/rice');
    const added = await sendForm(guest, '/products/rice?lang=bn', CART_ADD_FORM, { product_id: shop.stock.rice });
    expect([added.statusCode, added.headers.location]).toEqual([303, '/products/rice?lang=bn']);
    expect(await flash('/products/rice?lang=bn')).toEqual([{ text: 'স্টকে আর মাত্র ২টি আছে।', type: 'error' }]);
    const { id } = await db().selectFrom('cart_items').select('id').executeTakeFirstOrThrow();
    const raised = await sendForm(guest, '/checkout/cart?lang=en', CART_UPDATE_FORM, { [`qty[${id}]`]: 3 });
    expect(raised.statusCode).toBe(303);
    expect(await flash('/checkout/cart?lang=en')).toEqual([{ text: 'Only 2 units are left in stock.', type: 'error' }]);
    expect(await lines()).toEqual([{ product_id: shop.stock.rice, variant_id: null, quantity: 2 }]);
  });
});
