import { randomBytes } from 'node:crypto';
import { registerCustomer } from '../../customer/customers';
import { SESSION_COOKIE } from '../../plugins/session';
import { Browser, type TestShop } from '../../test/testApp';

let serial = 0;

/** A registered customer's browser, signed in. */
export async function signedInShopper(shop: TestShop, name = 'Rahim'): Promise<{ browser: Browser; customerId: number }> {
  serial += 1;
  const n = String(serial).padStart(8, '0');
  const registered = await registerCustomer(shop.database.db, {
    first_name: name, last_name: 'Uddin', email: `${name.toLowerCase()}${n}@example.com`, phone: `017${n}`,
    password: 'secret-pass-1', password_confirmation: 'secret-pass-1', is_subscribed: false,
  });
  if (!registered.ok) throw new Error(JSON.stringify(registered.errors));
  const browser = new Browser(shop.app);
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  await shop.database.db.insertInto('sessions').values({
    id, data: JSON.stringify({ customerId: registered.customerId }), customer_id: registered.customerId,
    expires_at: new Date(now.getTime() + 3600_000).toISOString(), updated_at: now.toISOString(),
  }).execute();
  browser.cookies.set(SESSION_COOKIE, id);
  return { browser, customerId: registered.customerId };
}
