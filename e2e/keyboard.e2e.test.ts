// The whole purchase by keyboard alone in Chromium on a fresh database: the shopper only presses
// keys (no click, no fill): skips to the content, signs in, searches, opens a product, chooses a
// size, adds it to the cart, opens and escapes the remove dialog, changes the quantity, checks out
// with a new address and places the order. Every element Tab is sent to shows a focus ring.
import type { Locator, Page } from 'playwright-core';
import { queryShop, shopAndBrowser, STARTUP_MS, type RunningShop } from './harness';
import { call } from './shopCalls';
import { visit } from './settled';

jest.setTimeout(120_000);

const SHOPPER = {
  first_name: 'Rafiq',
  last_name: 'Islam',
  email: 'rafiq.islam@example.com',
  phone: '01712345678',
  password: 'jamdani-2027',
};

let shop: RunningShop;
let page: Page;
let product: { name: string; url_key: string };

beforeAll(async () => {
  ({ shop, page } = await shopAndBrowser());
  // A configurable product with sizes, named so that a search finds it alone among the first results.
  [product] = queryShop<typeof product>(
    shop,
    "SELECT p.name, p.url_key FROM products p WHERE p.type = 'configurable' AND p.status = 1 AND EXISTS (SELECT 1 " +
      'FROM product_variants v WHERE v.product_id = p.id AND v.size_id IS NOT NULL) ORDER BY p.id LIMIT 1',
  );
  await visit(page, shop.url + '/customer/login');
  // The account exists already: registering is another page's journey.
  await call(page, 'POST', '/customer/register', {
    ...SHOPPER,
    password_confirmation: SHOPPER.password,
    is_subscribed: false,
  });
}, STARTUP_MS);

/** Whether the element has the focus and shows it (an outline or a ring). */
const focusShown = (target: Locator) =>
  target.evaluate((element) => {
    if (element !== document.activeElement) return false;
    const style = getComputedStyle(element);
    if (!element.matches(':focus-visible'))
      throw new Error(`${element.outerHTML.slice(0, 80)} has the focus but not :focus-visible`);
    if (style.outlineStyle === 'none' && style.boxShadow === 'none')
      throw new Error(`${element.outerHTML.slice(0, 80)} shows no focus ring`);
    return true;
  });

/** Presses Tab (or Shift+Tab) until the target has the focus, as a shopper would. */
async function tabTo(target: Locator, { back = false, presses = 120 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < presses; i += 1) {
    if (await focusShown(target).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (!(await focusShown(target))) throw new Error(`Tab never reached ${target}`);
}

/** Chooses an option of a closed select with the arrow keys, as on a keyboard. */
async function choose(select: Locator, label: string): Promise<void> {
  await page.waitForFunction(
    (element) => !(element as HTMLSelectElement).disabled && (element as HTMLSelectElement).options.length > 1,
    await select.elementHandle(),
  );
  await tabTo(select);
  for (let i = 0; i < 100; i += 1) {
    if ((await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label)) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${label} is not an option of ${select}`);
}

async function typeInto(field: Locator, text: string): Promise<void> {
  await tabTo(field);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

it('skips to the content with the first Tab of the page', async () => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await focusShown(skip)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
});

it('signs in', async () => {
  await typeInto(page.getByRole('textbox', { name: 'Email or Phone' }), SHOPPER.email);
  await typeInto(page.getByLabel('Password'), SHOPPER.password);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Logout' }).waitFor();
});

it('searches and opens the product', async () => {
  await typeInto(page.getByRole('combobox', { name: 'Search products' }), product.name);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/search?**`);
  await tabTo(page.getByRole('article', { name: product.name }).getByRole('heading').getByRole('link'));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/products/${product.url_key}`);
});

it('chooses another size with the arrow keys and adds it to the cart', async () => {
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await tabTo(sizes.getByRole('radio', { checked: true }));
  const before = await sizes.getByRole('radio', { checked: true }).innerText();
  await page.keyboard.press('ArrowRight');
  expect(await sizes.getByRole('radio', { checked: true }).innerText()).not.toBe(before);
  await tabTo(page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' }));
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Cart: 1' }).waitFor();
});

it('opens the cart and makes it two', async () => {
  await tabTo(page.getByRole('link', { name: 'Cart: 1' }), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/checkout/cart`);
  // The remove dialog keeps the focus inside while open and gives it back to Remove on Escape.
  const remove = page.getByRole('button', { name: `Remove ${product.name}` });
  await tabTo(remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  expect(await focusShown(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate(
        (element) =>
          !document.activeElement ||
          document.activeElement === document.body ||
          element.contains(document.activeElement),
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await focusShown(remove)).toBe(true);
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
  await typeInto(quantity, '2');
  await tabTo(page.getByRole('button', { name: 'Update cart' }));
  const updated = page.waitForResponse((r) => r.url().includes('/api/checkout/cart') && r.request().method() === 'PUT');
  await page.keyboard.press('Enter');
  expect((await updated).status()).toBe(200);
  expect(await quantity.inputValue()).toBe('2');
});

it('checks out with a new address', async () => {
  await tabTo(page.getByRole('link', { name: 'Proceed To CheckOut' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/checkout/onepage/`);
  const form = page.locator('form.address-form');
  await typeInto(form.getByLabel('First Name'), SHOPPER.first_name);
  await typeInto(form.getByLabel('Last Name'), SHOPPER.last_name);
  await typeInto(form.getByLabel('Street Address'), 'House 3, Road 11');
  await choose(form.getByLabel('District'), 'Dhaka');
  await choose(form.getByLabel('Thana'), 'Gulshan');
  await choose(
    page.getByRole('group', { name: 'Courier delivery area (Pathao)' }).getByLabel('City', { exact: true }),
    'Dhaka',
  );
  await choose(form.getByLabel('Zone'), 'Gulshan');
  await choose(form.getByLabel('Area'), 'Gulshan 1');
  await typeInto(form.getByLabel('Zip / Postcode'), '1212');
  await typeInto(form.getByLabel('Telephone'), SHOPPER.phone);
  await tabTo(form.getByRole('button', { name: 'Save Address' }));
  await page.keyboard.press('Enter');
  await page.locator('[data-island="flash-messages"]').getByText('Address Saved Successfully').waitFor();
  expect(await page.getByRole('radio', { name: /Rafiq Islam/ }).isChecked()).toBe(true);
});

it('chooses delivery and payment with the keyboard and places the order', async () => {
  const regular = page.getByRole('radio', { name: /Pathao Regular/ });
  await page.waitForFunction((element) => !(element as HTMLInputElement).disabled, await regular.elementHandle());
  await tabTo(page.getByRole('radio', { name: /Pathao/ }).first());
  await page.keyboard.press('Space');
  await page.getByRole('heading', { name: 'Payment Method' }).waitFor();
  await tabTo(page.getByRole('radio', { name: /Cash On Delivery/ }));
  await page.keyboard.press('Space');
  expect(await page.getByRole('radio', { name: /Cash On Delivery/ }).isChecked()).toBe(true);
  await tabTo(page.getByRole('button', { name: 'Order Place' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${shop.url}/checkout/onepage/success`);
  const items = queryShop<{ name: string; qty: number }>(
    shop,
    'SELECT i.name, i.qty_ordered qty FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.customer_email = ?',
    SHOPPER.email,
  );
  expect(items).toEqual([{ name: expect.stringContaining(product.name), qty: 2 }]);
});
