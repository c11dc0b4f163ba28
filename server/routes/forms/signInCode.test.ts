import { SIGN_IN_CODE_FORM, SIGN_IN_CODE_VERIFY_FORM } from '../../../shared/forms/formActions';
import { Browser, islandProps } from '../../test/browser';
import { pageFlashes, sendForm } from '../../test/forms';
import { lastCode, smsShop } from '../../test/smsShop';
import { TEST_DIALECTS } from '../../test/testShop';

describe.each(TEST_DIALECTS)('the code sign-in sent without script on %s', (dialect) => {
  const shop = smsShop(dialect);
  const loginPage = async (browser: Browser) => {
    const html = (await browser.get('/customer/login', { accept: 'text/html' })).body;
    return { props: islandProps(html, 'login'), flashes: pageFlashes(html), html };
  };

  it('sends the code, asks the name, opens the account and signs in, step by step through the page', async () => {
    const guest = new Browser(shop.app);
    const sent = await sendForm(guest, '/customer/login', SIGN_IN_CODE_FORM, { phone: '01733000001', returnTo: '/' });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, '/customer/login']);
    let page = await loginPage(guest);
    expect(page.flashes).toEqual([
      { text: 'We sent a 6-digit code to 01733000001. It is valid for 5 minutes.', type: 'success' },
    ]);
    expect(page.props.codeStep).toEqual({ phone: '01733000001', askName: false });
    // The demo shop links to the messages it sent; the page lists them.
    expect(page.props.smsInbox).toBe('/demo/sms');
    const inbox = (await guest.get('/demo/sms', { accept: 'text/html' })).body;
    const code = await lastCode(shop, '8801733000001');
    expect(inbox).toContain(`Haat: your sign-in code is ${code}.`);
    await sendForm(guest, '/customer/login', SIGN_IN_CODE_VERIFY_FORM, { phone: '01733000001', code });
    page = await loginPage(guest);
    expect(page.props.codeStep).toEqual({ phone: '01733000001', askName: true });
    expect(page.flashes).toEqual([
      { text: 'Welcome to Haat! Please tell us your name to open your account.', type: 'info' },
    ]);
    const done = await sendForm(guest, '/customer/login', SIGN_IN_CODE_VERIFY_FORM, {
      phone: '01733000001',
      code,
      name: 'Jamal',
    });
    expect([done.statusCode, done.headers.location]).toEqual([303, '/']);
    expect((await guest.get('/api/customer/wishlist')).statusCode).toBe(200);
  });

  it('flashes a wrong code and signs no one in', async () => {
    const guest = new Browser(shop.app);
    await sendForm(guest, '/customer/login', SIGN_IN_CODE_FORM, { phone: '01733000002' });
    const code = await lastCode(shop, '8801733000002');
    const wrong = code === '111111' ? '222222' : '111111';
    await sendForm(guest, '/customer/login', SIGN_IN_CODE_VERIFY_FORM, { phone: '01733000002', code: wrong });
    expect((await loginPage(guest)).flashes).toEqual([
      { text: 'That code is not right. 4 tries left.', type: 'error' },
    ]);
    expect((await guest.get('/api/customer/wishlist')).statusCode).toBe(401);
  });
});
