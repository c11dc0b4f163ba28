// Accessibility in Chromium on a fresh database: axe-core (WCAG 2.1 A and AA) finds nothing on
// any page a customer sees, at a desktop's and a phone's size, with the checkout's address form
// and the review form open. One server, one tab, each page loaded once and checked at both sizes
// (a guest's pages: a11yGuest.e2e.test.ts, run beside this file).
import { auditVisit, CHECKOUT_VISIT, CUSTOMER_VISITS, startAudit, type Audit } from './a11yVisits';
import { STARTUP_MS } from './harness';
import { call, checkOut, GULSHAN } from './shopCalls';
import { visit } from './settled';

// A page is loaded once and checked twice; a busy 2-core machine can take a minute over a long page.
jest.setTimeout(150_000);

const CUSTOMER = {
  first_name: 'Tahmina',
  last_name: 'Akter',
  email: 'tahmina.akter@example.com',
  phone: '01812345678',
  password: 'nakshi-2026',
};

let audit: Audit;

beforeAll(async () => {
  audit = await startAudit();
  const { shop, page, demo } = audit;
  await call(page, 'POST', '/customer/register', {
    ...CUSTOMER,
    password_confirmation: CUSTOMER.password,
    is_subscribed: false,
  });
  await visit(page, shop.url + '/customer/login');
  await page.getByRole('textbox', { name: 'Email or Phone' }).fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await call(page, 'POST', '/api/checkout/cart', { product_id: demo.product.id, quantity: 1 });
}, STARTUP_MS);

it('finds the checkout with the address form open meets WCAG 2.1 AA', async () => {
  expect(await auditVisit(audit, CHECKOUT_VISIT)).toEqual([]);
  audit.demo.orderId = await placeOrder();
});

it.each(CUSTOMER_VISITS.map((visit) => [visit.name, visit] as const))(
  'finds the %s page meets WCAG 2.1 AA',
  async (_name, visit) => {
    expect(await auditVisit(audit, visit)).toEqual([]);
  },
);

/** The checkout island's calls: a Gulshan address, Express, cash on delivery. */
async function placeOrder(): Promise<number> {
  const { first_name, last_name, email, phone } = CUSTOMER;
  return (await checkOut(audit.page, { first_name, last_name, email, phone, address: ['House 9, Road 2'], ...GULSHAN }))
    .id;
}
