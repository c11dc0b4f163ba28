import { Browser, islandProps } from '../../test/browser';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const html = { accept: 'text/html' };

describe.each(TEST_DIALECTS)('the track-order page on %s', (dialect) => {
  const shop = testShop(dialect);

  it(
    'is open to anyone, and fills in a well-formed order number from ?order= (normalised), never anything ' + 'else',
    async () => {
      const guest = new Browser(shop.app);
      const page = await guest.get('/track-order', html);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Track Your Order');
      expect(page.body).toContain('<span aria-current="page">Track Your Order</span>');
      expect(islandProps(page.body, 'track-order')).toEqual({});
      expect(islandProps((await guest.get('/track-order?order=ht-100042', html)).body, 'track-order')).toEqual({
        incrementId: 'HT-100042',
      });
      expect(
        islandProps(
          (await guest.get(`/track-order?order=${encodeURIComponent('"><script>')}`, html)).body,
          'track-order',
        ),
      ).toEqual({});
      expect(
        islandProps((await guest.get(`/track-order?order=HT-${'x'.repeat(2000)}`, html)).body, 'track-order'),
      ).toEqual({});
    },
  );
});
