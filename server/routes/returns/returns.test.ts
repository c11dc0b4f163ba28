import sharp from 'sharp';
import type { OrderReturns } from '../../../shared/api/returnsContract';
import { changeOrderStatus, ORDER_STATUS } from '../../orders/statusEvents';
import { returnForm } from '../../../shared/forms/formActions';
import { approveReturn, pickedUp, refundReturn, refuseReturn } from '../../returns/shopReturns';
import { Browser, formData, islandProps } from '../../test/browser';
import { pageFlashes, pageState } from '../../test/forms';
import { paymentShop, payOnBkash, placeWith } from '../../test/paymentShop';
import { signedInShopper } from '../../test/shoppers';
import { TEST_DIALECTS } from '../../test/testShop';

const PAYS = '01770618575';
const photo = async (background = '#c2410c') =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    'IMG_1.jpg',
    { type: 'image/jpeg' },
  );

describe.each(TEST_DIALECTS)('returns on %s', (dialect) => {
  const { shop } = paymentShop(dialect);
  const db = () => shop.database.db;
  const requests = () => db().selectFrom('return_requests').selectAll().orderBy('id').execute();
  const itemsOf = (orderId: number) =>
    db()
      .selectFrom('order_items')
      .select(['id', 'qty_ordered'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  /** The order handed to the courier and delivered, `daysAgo` days ago. */
  async function deliver(orderId: number, daysAgo = 0) {
    const at = new Date(Date.now() - daysAgo * 24 * 3600_000);
    for (const status of [ORDER_STATUS.confirmed, ORDER_STATUS.withCourier, ORDER_STATUS.delivered])
      expect(await changeOrderStatus(db(), orderId, status, { at })).toBe(true);
  }

  /** A customer with a delivered cash order of 2 panjabis and a saree. */
  async function deliveredCashOrder(daysAgo = 0) {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(
      browser,
      [
        [shop.stock.panjabi, 2],
        [shop.stock.saree, 1],
      ],
      'cashondelivery',
    );
    await deliver(placed.order.id, daysAgo);
    const [panjabi, saree] = await itemsOf(placed.order.id);
    return { browser, id: placed.order.id, panjabi: panjabi.id, saree: saree.id };
  }

  const ask = async (browser: Browser, id: number, fields: Record<string, string | number | File | File[]>) =>
    browser.request({ method: 'POST', url: `/api/customer/orders/${id}/returns`, ...(await formData(fields)) });

  it('takes a return of a delivered line with a photo, on the order page, its photo for the owner only', async () => {
    const { browser, id, panjabi } = await deliveredCashOrder();
    const page = islandProps<{ returns: OrderReturns }>(
      (await browser.get(`/customer/account/orders/view/${id}`)).body,
      'account-order',
    );
    expect(page.returns.returnable.map((line) => line.qty_left)).toEqual([2, 1]);
    expect(page.returns.needs_refund_to).toBe(true);

    const asked = await ask(browser, id, {
      [`qty_${panjabi}`]: 1,
      reason: 'damaged',
      refund_to: '+880 1770-618575',
      photos: [await photo()],
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('Your return request has been sent. We will let you know when it is approved.');
    const returns: OrderReturns = asked.json().data;
    // 1 of 2 x 1,200 (no discount): ৳ 1,200 of the goods paid.
    expect(returns.requests).toEqual([
      expect.objectContaining({
        status: 'requested',
        reason: 'damaged',
        lines: [{ name: expect.any(String), qty: 1 }],
        formatted_amount: '৳ 1,200',
        refund_to: '01770618575',
      }),
    ]);
    expect(returns.returnable.map((line) => line.qty_left)).toEqual([1, 1]);

    const [url] = returns.requests[0].photo_urls;
    const served = await browser.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const other = await signedInShopper(shop, 'Karim');
    expect((await other.browser.get(url)).statusCode).toBe(404);
    expect((await new Browser(shop.app).get(url)).statusCode).toBe(401);
  });

  it('refuses, in the shopper language and changing nothing, what the rules do not allow', async () => {
    const { browser, id, panjabi, saree } = await deliveredCashOrder();
    const good = { [`qty_${panjabi}`]: 1, reason: 'wrong_item', refund_to: '01770618575' };
    const before = await requests();
    const refusals: [Record<string, string | number | File | File[]>, string][] = [
      [{ ...good, [`qty_${panjabi}`]: 3 }, 'You can return at most 2 of '],
      [{ ...good, [`qty_${panjabi}`]: 0 }, 'Choose at least one item, and how many of it, to return.'],
      [{ ...good, [`qty_${panjabi}`]: -1 }, 'You can return at most 2 of '],
      [{ ...good, reason: 'bored' }, 'Choose why you are returning the items.'],
      [{ ...good, refund_to: '12345' }, 'Enter the bKash number the money should be sent to (01XXXXXXXXX).'],
      [{ ...good, photos: new File(['my notes'], 'a.jpg', { type: 'image/jpeg' }) }, 'Photo 1 is not a JPEG'],
      [{ ...good, qty_999999: 1 }, 'You can return at most 0 of 999999.'],
    ];
    for (const [fields, message] of refusals) {
      const answer = await ask(browser, id, fields);
      expect([answer.statusCode, answer.json().message]).toEqual([422, expect.stringContaining(message)]);
    }
    const five = await ask(browser, id, { ...good, photos: await Promise.all([1, 2, 3, 4, 5].map(() => photo())) });
    expect(five.statusCode).toBe(422);

    // In Bangla for a shopper reading Bangla.
    await browser.get('/?lang=bn');
    const bangla = await ask(browser, id, { ...good, [`qty_${saree}`]: 2 });
    expect(bangla.json().message).toContain('সর্বোচ্চ ১টি ফেরত দিতে পারেন');
    await browser.get('/?lang=en');

    // Another customer's order is not found; a guest is asked to sign in.
    const other = await signedInShopper(shop, 'Karim');
    expect((await ask(other.browser, id, good)).statusCode).toBe(404);
    expect((await ask(new Browser(shop.app), id, good)).statusCode).toBe(401);
    expect(await requests()).toEqual(before);

    // Asked once, the same line cannot be asked past what is left; a refused return frees it again.
    expect((await ask(browser, id, { ...good, [`qty_${panjabi}`]: 2 })).statusCode).toBe(200);
    expect((await ask(browser, id, good)).json().message).toContain('You can return at most 0 of ');
    const [asked] = (await requests()).filter((r) => r.order_id === id);
    expect((await refuseReturn(db(), asked.id)).to).toBe('refused');
    expect((await ask(browser, id, good)).statusCode).toBe(200);
  });

  it('counts two requests at once one after the other: never more than bought', async () => {
    const { browser, id, panjabi } = await deliveredCashOrder();
    const both = { [`qty_${panjabi}`]: 2, reason: 'changed_mind', refund_to: '01770618575' };
    const answers = await Promise.all([ask(browser, id, both), ask(browser, id, both)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const lines = await db()
      .selectFrom('return_lines')
      .select((eb) => eb.fn.sum<number>('qty').as('qty'))
      .where('order_item_id', '=', panjabi)
      .executeTakeFirstOrThrow();
    expect(Number(lines.qty)).toBe(2);
  });

  it('takes returns only of delivered orders, within the days after delivery', async () => {
    const late = await deliveredCashOrder(8);
    const fields = (line: number) => ({ [`qty_${line}`]: 1, reason: 'size_fit', refund_to: '01770618575' });
    const closed = await ask(late.browser, late.id, fields(late.panjabi));
    expect([closed.statusCode, closed.json().message]).toEqual([
      422,
      'Returns are taken within 7 days of delivery; the time for this order has passed.',
    ]);
    const page = islandProps<{ returns: OrderReturns }>(
      (await late.browser.get(`/customer/account/orders/view/${late.id}`)).body,
      'account-order',
    );
    expect(page.returns.returnable).toEqual([]);

    const inTime = await deliveredCashOrder(6);
    expect((await ask(inTime.browser, inTime.id, fields(inTime.panjabi))).statusCode).toBe(200);

    const { browser } = await signedInShopper(shop);
    const pending = await placeWith(browser, [[shop.stock.saree, 1]], 'cashondelivery');
    const [line] = await itemsOf(pending.order.id);
    const notYet = await ask(browser, pending.order.id, fields(line.id));
    expect([notYet.statusCode, notYet.json().message]).toEqual([422, 'Only a delivered order can be returned.']);
  });

  it('works as a form without script: back to the order page with the message, an expired one too', async () => {
    const { browser, id, saree } = await deliveredCashOrder();
    const pagePath = `/customer/account/orders/view/${id}`;
    const html = (await browser.get(pagePath, { accept: 'text/html' })).body;
    const fields = {
      _xsrf: pageState(html).shop?.formToken ?? '',
      [`qty_${saree}`]: '1',
      reason: 'not_as_described',
      refund_to: '01770618575',
      // The browser sends a second file field left empty as an empty part: no photo.
      photos: [await photo('#0f766e'), new File([], '')],
    };
    const sent = await browser.request({
      method: 'POST',
      url: returnForm(id),
      ...(await formData(fields)),
      xsrf: false,
    });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, pagePath]);
    const shown = (await browser.get(pagePath, { accept: 'text/html' })).body;
    expect(pageFlashes(shown)).toEqual([
      { text: 'Your return request has been sent. We will let you know when it is approved.', type: 'success' },
    ]);
    // A token from before the session changed (a page painted before signing in) has expired: the form comes back to
    // its page saying so, and nothing is asked.
    const guestPage = (await new Browser(shop.app).get('/', { accept: 'text/html' })).body;
    const guestToken = pageState(guestPage).shop?.formToken ?? '';
    expect(guestToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const expired = await formData({ ...fields, _xsrf: guestToken });
    const again = await browser.request({
      method: 'POST',
      url: returnForm(id),
      payload: expired.payload,
      headers: { ...expired.headers, referer: `http://localhost${pagePath}` },
      xsrf: false,
    });
    expect([again.statusCode, again.headers.location]).toEqual([303, pagePath]);
    expect(pageFlashes((await browser.get(pagePath, { accept: 'text/html' })).body)).toEqual([
      { text: 'This page had expired, so nothing was changed. Please try again.', type: 'error' },
    ]);
    expect((await requests()).filter((r) => r.order_id === id)).toHaveLength(1);
    // The island's call stays JSON: a forged token is a 403 with a message.
    const call = await browser.request({
      method: 'POST',
      url: `/api/customer/orders/${id}/returns`,
      ...(await formData({ ...fields, _xsrf: 'forged' })),
      xsrf: false,
    });
    expect([call.statusCode, typeof call.json().message]).toEqual([403, 'string']);
    // The page's token now.
    const token = pageState((await browser.get(pagePath, { accept: 'text/html' })).body).shop?.formToken ?? '';
    const five = await formData({
      ...fields,
      _xsrf: token,
      photos: await Promise.all([1, 2, 3, 4, 5].map(() => photo())),
    });
    const tooMany = await browser.request({
      method: 'POST',
      url: returnForm(id),
      payload: five.payload,
      headers: { ...five.headers, referer: `http://localhost${pagePath}` },
      xsrf: false,
    });
    expect([tooMany.statusCode, tooMany.headers.location]).toEqual([303, pagePath]);
    expect(pageFlashes((await browser.get(pagePath, { accept: 'text/html' })).body)).toEqual([
      { text: 'You can add at most 4 photos.', type: 'error' },
    ]);
    expect((await requests()).filter((r) => r.order_id === id)).toHaveLength(1);
  });

  it("refunds a cash order's return by the shop's own transfer, recorded once", async () => {
    const { browser, id, panjabi } = await deliveredCashOrder();
    await ask(browser, id, { [`qty_${panjabi}`]: 2, reason: 'damaged', refund_to: '01770618575' });
    const [asked] = (await requests()).filter((r) => r.order_id === id);
    expect((await refundReturn(db(), shop.app.payments, asked.id, 'TX1')).refused).toBe(
      'only a picked-up return can be refunded',
    );
    expect((await approveReturn(db(), asked.id)).to).toBe('approved');
    expect((await approveReturn(db(), asked.id)).refused).toBeDefined();
    expect(await pickedUp(db(), shop.app.payments, asked.id)).toEqual({
      id: asked.id,
      from: 'approved',
      to: 'picked_up',
    });
    expect((await refundReturn(db(), shop.app.payments, asked.id)).refused).toBe('give the transfer id it was sent by');
    expect((await refundReturn(db(), shop.app.payments, asked.id, '9BK7QX')).refund).toBe('manual');
    expect((await refundReturn(db(), shop.app.payments, asked.id, '9BK7QX')).refused).toBeDefined();
    const order = (await browser.get(`/api/customer/orders/${id}`)).json().data;
    expect(order.total_refunded).toBe(2400);
    const page = islandProps<{ returns: OrderReturns }>(
      (await browser.get(`/customer/account/orders/view/${id}`)).body,
      'account-order',
    );
    expect(page.returns.requests[0].status).toBe('refunded');
  });

  it('refunds a bKash-paid return through bKash once, its share of what was paid, retried when refused', async () => {
    const { browser } = await signedInShopper(shop);
    const placed = await placeWith(
      browser,
      [
        [shop.stock.panjabi, 2],
        [shop.stock.saree, 1],
      ],
      'bkash',
      { coupon: 'EID10' },
    );
    const { callback } = await payOnBkash(placed.redirect_url, PAYS);
    await browser.get(callback);
    await deliver(placed.order.id);
    const [panjabi, saree] = await itemsOf(placed.order.id);
    const form = await ask(browser, placed.order.id, { [`qty_${panjabi.id}`]: 1, reason: 'damaged' });
    expect(form.statusCode).toBe(200);
    // 1,200 of 4,850 of goods, 10 % off: 1,080 of what was paid for them.
    expect(form.json().data.requests[0]).toMatchObject({ formatted_amount: '৳ 1,080', refund_to: null });
    const [asked] = (await requests()).filter((r) => r.order_id === placed.order.id);
    await approveReturn(db(), asked.id);

    const trx = (
      await db().selectFrom('orders').select('payment_transaction').where('id', '=', placed.order.id).executeTakeFirst()
    )?.payment_transaction;
    await db().updateTable('orders').set({ payment_transaction: 'WRONG' }).where('id', '=', placed.order.id).execute();
    expect(await pickedUp(db(), shop.app.payments, asked.id)).toMatchObject({ to: 'picked_up', refund: 'failed' });
    await db().updateTable('orders').set({ payment_transaction: trx }).where('id', '=', placed.order.id).execute();
    const [again, twice] = await Promise.all([
      refundReturn(db(), shop.app.payments, asked.id),
      refundReturn(db(), shop.app.payments, asked.id),
    ]);
    expect([again.refund, twice.refund].filter((refund) => refund === 'refunded')).toHaveLength(1);
    const refunds = await db()
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', placed.order.id)
      .execute();
    expect(refunds.map((refund) => [refund.gateway, Number(refund.amount)])).toEqual([['bkash', 108000]]);
    // Its SMS: approved, picked up, and refunded only once the gateway said yes, once.
    const news = await db()
      .selectFrom('sms_outbox')
      .select('kind')
      .where('key', 'like', `return-${asked.id}-%`)
      .execute();
    expect(news.map((row) => row.kind)).toEqual(['return-approved', 'return-picked_up', 'return-refunded']);
    expect((await browser.get(`/api/customer/orders/${placed.order.id}`)).json().data.total_refunded).toBe(1080);

    // The rest returned too: together never more than was paid for the goods (4,365 of 4,480 paid with delivery).
    await ask(browser, placed.order.id, { [`qty_${panjabi.id}`]: 1, [`qty_${saree.id}`]: 1, reason: 'changed_mind' });
    const rest = (await requests()).filter((r) => r.order_id === placed.order.id)[1];
    await approveReturn(db(), rest.id);
    expect((await pickedUp(db(), shop.app.payments, rest.id)).refund).toBe('refunded');
    const order = await db()
      .selectFrom('orders')
      .select(['paid_amount', 'refunded_amount', 'shipping_amount', 'grand_total'])
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    expect(Number(order.refunded_amount)).toBe(Number(order.grand_total) - Number(order.shipping_amount));
    expect(Number(order.refunded_amount)).toBeLessThanOrEqual(Number(order.paid_amount));

    // Tracking shows the return's status to whoever has the order's number and phone.
    const tracked = await new Browser(shop.app).get(
      `/api/orders/track?increment_id=${placed.order.increment_id}&phone=01712345678`,
    );
    expect(tracked.json().data.returns).toEqual([
      { status: 'refunded', created_at: expect.any(String), items: 1 },
      { status: 'refunded', created_at: expect.any(String), items: 2 },
    ]);
  });
});
