// Signing in with a code by SMS, in Chromium on the demo shop: a new shopper asks a code, reads it
// on the demo's page of the SMS it sent (no SMS leaves a demo shop), opens an account with their
// name and signs out; the demo customer signs in to the account of their number with a code; a
// second new shopper does it all in Bangla; axe finds nothing on the code form; a browser without
// JavaScript goes through the same steps.
import type { Page } from 'playwright-core';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import { axeViolations } from './axe';
import type { RunningBrowser, RunningShop } from './harness';
import { eventually, openBrowser, openPage, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { visit } from './settled';

jest.setTimeout(150_000);

let shop: RunningShop;
let browser: RunningBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => ({ shop, browser, page, errors } = await shopAndBrowser()), STARTUP_MS);

/** Texts of the code sign-in, by language. */
const WORDS = {
  en: { mobile: 'Mobile number', send: 'Send code', code: 'Code from the SMS', name: 'Your name', go: 'Continue' },
  bn: { mobile: 'মোবাইল নম্বর', send: 'কোড পাঠান', code: 'এসএমএসের কোড', name: 'আপনার নাম', go: 'এগিয়ে যান' },
};

/** The newest code the demo shop sent to the number, read as a shopper reads it: on the demo's page of messages. */
async function codeFor(number: string): Promise<string> {
  const inbox = await openPage(browser, shop, '/demo/sms');
  try {
    const row = inbox.getByRole('row').filter({ hasText: number }).first();
    // The message is the row's last cell; the number and the time have digits of their own.
    return /\b\d{6}\b/.exec(await row.getByRole('cell').last().innerText())![0];
  } finally {
    await inbox.close();
  }
}

/** Asks a code for the number on the sign-in page and types it in (and the name, when a new number is asked it). */
async function signInWithCode(language: 'en' | 'bn', phone: string, name?: string): Promise<number> {
  const words = WORDS[language];
  await visit(page, `${shop.url}/customer/login${language === 'bn' ? '?lang=bn' : ''}`);
  await page.getByRole('textbox', { name: words.mobile }).fill(phone);
  await page.getByRole('button', { name: words.send, exact: true }).click();
  const code = page.getByRole('textbox', { name: words.code });
  await code.waitFor();
  const sentAt = Date.now();
  await code.fill(await codeFor(`88${phone}`));
  await page.getByRole('button', { name: words.go, exact: true }).click();
  if (name) {
    await page.getByRole('textbox', { name: words.name }).fill(name);
    await page.getByRole('button', { name: words.go, exact: true }).click();
  }
  await page.waitForURL(`${shop.url}/`);
  return sentAt;
}

const logout = (language: 'en' | 'bn') => page.getByRole('button', { name: language === 'en' ? 'Logout' : 'লগআউট' });

it('a new shopper registers with a code and signs out', async () => {
  await signInWithCode('en', '01755000111', 'Nusrat Jahan');
  await logout('en').waitFor();
  await logout('en').click();
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  expect(errors).toEqual([]);
});

// A number with an account is asked no name. (A second code to one number comes only after a minute: the
// server's tests of the code budgets wait for it, not a browser.)
it("the demo shop's customer signs in with a code to the account's number", async () => {
  await signInWithCode('en', DEMO_CUSTOMER.phone);
  await page.goto(`${shop.url}/customer/account/profile`);
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(DEMO_CUSTOMER.email);
  await logout('en').click();
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
  expect(errors).toEqual([]);
});

it('in Bangla too', async () => {
  await signInWithCode('bn', '01855000222', 'রহিম উদ্দিন');
  await eventually(async () => expect(await logout('bn').isVisible()).toBe(true));
  await logout('bn').click();
  await page.getByRole('link', { name: 'লগইন' }).first().waitFor();
});

it('axe finds nothing on the code form, with the code asked', async () => {
  await visit(page, `${shop.url}/customer/login?lang=en`);
  await page.getByRole('textbox', { name: WORDS.en.mobile }).fill('01955000333');
  await page.getByRole('button', { name: WORDS.en.send, exact: true }).click();
  const code = page.getByRole('textbox', { name: WORDS.en.code });
  await code.waitFor();
  expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
  // The keyboard is on the code field once the code is sent.
  expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
  await screenshot(page, 'otp-code-form');
  const violations = await axeViolations(page, '.auth-card');
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

it('without JavaScript: the same form, step by step through the server', async () => {
  const plain = await openBrowser({ javaScriptEnabled: false });
  try {
    const tab = await plain.context.newPage();
    await tab.goto(`${shop.url}/customer/login?lang=en`);
    await tab.getByRole('textbox', { name: WORDS.en.mobile }).fill('01655000444');
    await tab.getByRole('button', { name: WORDS.en.send, exact: true }).click();
    const code = await codeFor('8801655000444');
    await tab.getByRole('textbox', { name: WORDS.en.code }).fill(code);
    await tab.getByRole('button', { name: WORDS.en.go, exact: true }).click();
    // A new number: the page comes back asking its name; the code is typed again with it.
    await tab.getByRole('textbox', { name: WORDS.en.name }).fill('Shirin Akter');
    await tab.getByRole('textbox', { name: WORDS.en.code }).fill(code);
    await tab.getByRole('button', { name: WORDS.en.go, exact: true }).click();
    await tab.waitForURL(`${shop.url}/`);
    await tab.getByText('Welcome to Haat, Shirin Akter! Your account is open.').waitFor();
  } finally {
    await plain.close();
  }
});
