import { SIGN_IN_REQUIRED } from '../requireCustomer';
import { LIST_MESSAGES } from '../../customer/savedLists';
import { Browser } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { insertCartFixtures } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('wishlist and compare on %s', (dialect) => {
  const shop = testShop(dialect, { stock: insertCartFixtures });
  let customer: Browser;
  beforeAll(async () => void ({ browser: customer } = await signedInShopper(shop)));

  it('sends guests away from the wishlist and the compare writes with 401', async () => {
    const guest = new Browser(shop.app);
    for (const res of [
      await guest.get('/api/customer/wishlist'),
      await guest.post('/api/customer/wishlist', { product_id: shop.stock.rice }),
      await guest.delete('/api/customer/wishlist/1'),
      await guest.post('/api/compare-items', { product_id: shop.stock.rice }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SIGN_IN_REQUIRED, redirect_url: '/customer/login' });
    }
  });

  it('adds to the wishlist once, lists it with prices, and removes only the own entry', async () => {
    const added = await customer.post('/api/customer/wishlist', { product_id: shop.stock.rice });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      message: LIST_MESSAGES.wishlistAdded,
      data: {
        id: expect.any(Number),
        product: {
          id: shop.stock.rice,
          name: 'Chinigura Rice 1kg',
          url_key: 'rice',
          type: 'simple',
          has_campaign: false,
          final_price: 135,
          reviews_count: 0,
          average_rating: 0,
          base_image: 'product/1/main-1.webp',
          prices: {
            regular: { price: 150, formatted_price: '৳ 150' },
            final: { price: 135, formatted_price: '৳ 135' },
          },
        },
      },
    });
    const again = await customer.post('/api/customer/wishlist', { product_id: shop.stock.rice });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(LIST_MESSAGES.wishlistPresent);
    expect((await customer.post('/api/customer/wishlist', { product_id: shop.stock.hidden })).statusCode).toBe(404);
    await customer.post('/api/customer/wishlist', { product_id: shop.stock.phone });
    const list = (await customer.get('/api/customer/wishlist')).json().data;
    expect(
      list.map((e: { product: { id: number; has_campaign: boolean } }) => [e.product.id, e.product.has_campaign]),
    ).toEqual([
      [shop.stock.rice, false],
      [shop.stock.phone, true],
    ]);

    const { browser: other } = await signedInShopper(shop);
    const stolen = await other.delete(`/api/customer/wishlist/${list[0].id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(LIST_MESSAGES.wishlistMissing);
    const removed = await customer.delete(`/api/customer/wishlist/${list[0].id}`);
    expect(removed.json()).toEqual({ data: true, message: 'Item Successfully Removed From Wishlist' });
    expect((await customer.get('/api/customer/wishlist')).json().data).toHaveLength(1);
  });

  it('keeps a customer compare list on the server: add, already present, remove', async () => {
    const added = await customer.post('/api/compare-items', { product_id: shop.stock.tea });
    expect(added.json()).toEqual({
      message: LIST_MESSAGES.compareAdded,
      data: { message: LIST_MESSAGES.compareAdded },
    });
    const again = await customer.post('/api/compare-items', { product_id: shop.stock.tea });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: LIST_MESSAGES.comparePresent,
      data: { message: LIST_MESSAGES.comparePresent },
    });
    await customer.post('/api/compare-items', { product_id: shop.stock.kurta });
    // A customer's list comes from the server whatever ids the browser sends.
    const list = (await customer.get(`/api/compare-items?product_ids[]=${shop.stock.rice}`)).json().data;
    expect(list.map((p: { sku: string }) => p.sku)).toEqual(['TEA', 'KURTA']);
    expect(list[0]).toEqual(
      expect.objectContaining({
        description: '<p>Strong leaf tea</p>',
        prices: { regular: { price: 600, formatted_price: '৳ 600' }, final: { price: 600, formatted_price: '৳ 600' } },
      }),
    );
    const removed = await customer.post('/api/compare-items', { product_id: shop.stock.tea, _method: 'DELETE' });
    expect(removed.json()).toEqual({
      message: 'Successfully Removed From Compare List.',
      data: { message: 'Successfully Removed From Compare List.' },
    });
    expect(
      (await customer.post('/api/compare-items', { product_id: shop.stock.tea, _method: 'DELETE' })).statusCode,
    ).toBe(404);
    expect((await customer.get('/api/compare-items')).json().data).toHaveLength(1);
  });

  it("lists a guest's compare ids, dropping unknown and disabled ones", async () => {
    const guest = new Browser(shop.app);
    const ids = [shop.stock.phone, shop.stock.hidden, 999999, shop.stock.rice];
    const res = await guest.get(`/api/compare-items?${ids.map((id) => `product_ids[]=${id}`).join('&')}`);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([shop.stock.phone, shop.stock.rice]);
    expect(res.json().data[0]).toEqual(expect.objectContaining({ has_campaign: true, final_price: 18000 }));
    expect((await guest.get(`/api/compare-items?product_ids=${shop.stock.tea}`)).json().data).toHaveLength(1);
    expect((await guest.get('/api/compare-items')).json()).toEqual({ data: [] });
    expect((await guest.get('/api/compare-items?product_ids[]=abc')).statusCode).toBe(422);
  });
});
