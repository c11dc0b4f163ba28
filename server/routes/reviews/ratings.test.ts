import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { Browser, formData, islandProps } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

/** The shelves, the saree featured and related to the panjabi. */
async function stock(db: Kysely<DB>) {
  const shelves = await stockShelves(db);
  await db.updateTable('products').set({ featured: 1 }).where('id', '=', shelves.saree).execute();
  await db.insertInto('related_products').values({ product_id: shelves.panjabi, related_id: shelves.saree }).execute();
  return shelves;
}

type Rated = { id: number; reviews_count: number; average_rating: number };
const ratingOf = (list: Rated[], id: number) => {
  const product = list.find((p) => p.id === id);
  return product && [product.reviews_count, product.average_rating];
};

describe.each(TEST_DIALECTS)('ratings wherever a product appears on %s', (dialect) => {
  const shop = testShop(dialect, { stock });

  it(
    'carries the review count and the average stars on listings, cards, the product page, the wishlist and ' +
      'compare',
    async () => {
      const { saree, panjabi } = shop.stock;
      const shoppers = await Promise.all([
        signedInShopper(shop, 'Nusrat'),
        signedInShopper(shop, 'Tanvir'),
        signedInShopper(shop, 'Sadia'),
      ]);
      for (const [i, rating] of [5, 4, 4].entries()) {
        const form = await formData({ title: 'Good', comment: 'As described.', rating });
        const answer = await shoppers[i].browser.request({
          method: 'POST',
          url: `/api/product/${saree}/review`,
          ...form,
        });
        expect(answer.statusCode).toBe(200);
      }
      const expected = [3, 4.3];
      const guest = new Browser(shop.app);
      const json = async (url: string) => (await guest.get(url)).json();
      expect(ratingOf((await json('/shop/products/data')).data, saree)).toEqual(expected);
      expect(ratingOf((await json('/shop/products/data')).data, panjabi)).toEqual([0, 0]);
      expect(ratingOf((await json('/search/products?term=saree')).data, saree)).toEqual(expected);
      expect(ratingOf((await json('/featured/products')).data, saree)).toEqual(expected);
      expect(ratingOf((await json(`/related-products/${panjabi}`)).data, saree)).toEqual(expected);
      const page = islandProps<{ product: Rated }>(
        (await guest.get('/products/saree-1', { accept: 'text/html' })).body,
        'product',
      );
      expect(ratingOf([page.product], saree)).toEqual(expected);

      const { browser } = shoppers[0];
      await browser.post('/api/customer/wishlist', { product_id: saree });
      await browser.post('/api/compare-items', { product_id: saree });
      const [entry] = (await browser.get('/api/customer/wishlist')).json().data;
      expect(ratingOf([entry.product], saree)).toEqual(expected);
      expect(ratingOf((await browser.get('/api/compare-items')).json().data, saree)).toEqual(expected);
      expect(ratingOf((await json(`/api/compare-items?product_ids[]=${saree}`)).data, saree)).toEqual(expected);
    },
  );
});
