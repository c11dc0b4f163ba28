import type { Browser } from '../../test/testApp';
import { fillCart, GULSHAN_HOME } from '../checkout/shoppers';

/** Checks out the shopper's cart as the checkout island does (Gulshan, Express, cash on delivery); the new order's id. */
export async function orderThrough(browser: Browser, lines: [number, number][], couponCode: string | null = null): Promise<number> {
  await fillCart(browser, lines, couponCode);
  const address = (await browser.post('/customer/account/addresses/create', GULSHAN_HOME)).json().data;
  await browser.post('/api/checkout/onepage/addresses', { address_id: address.id, billing: address, shipping: address });
  await browser.post('/api/checkout/onepage/shipping-methods', { shipping_method: 'flatrate_flatrate' });
  await browser.post('/api/checkout/onepage/payment-methods', { payment: { method: 'cashondelivery' } });
  const placed = await browser.post('/api/checkout/onepage/orders', {});
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return placed.json().data.order.id;
}
