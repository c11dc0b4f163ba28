import type { Kysely } from 'kysely';
import type { Paged, Product } from '../../../shared/api/contract';
import { listProducts } from '../../catalog/listing';
import { forgetListings } from '../../catalog/listingCache';
import type { DB } from '../../db/schema';
import { writtenOrder as order } from '../../test/orders';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** The whole shop's dearest product first, as listed at `now`. */
const listingAt = (db: Kysely<DB>, now: Date) => listProducts(db, {}, { page: 1, perPage: 1 }, 'en', now, 'price_desc');

describe.each(TEST_DIALECTS)('listing sort orders on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const page = async (url: string) => {
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as Paged<Product>;
  };
  /** Every product of a listing in the order its pages give them. */
  const everything = async (url: string) => {
    const first = await page(`${url}&per_page=25`);
    const rest = await Promise.all(
      Array.from({ length: first.meta.last_page - 1 }, (_, i) => page(`${url}&per_page=25&page=${i + 2}`)),
    );
    return [first, ...rest].flatMap((p) => p.data);
  };
  /** The price each card shows the shopper: the listing sorts by that very price. */
  const paid = async (products: Product[]) => products.map((p) => p.final_price!);
  const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

  it('sorts the whole shop by the price paid, low to high and high to low, campaigns counted', async () => {
    const up = await everything('/shop/products/data?sort=price_asc');
    const down = await everything('/shop/products/data?sort=price_desc');
    const active = await shop.database.db.selectFrom('products').select('id').where('status', '=', 1).execute();
    expect(up).toHaveLength(active.length);
    expect(up.some((p) => p.has_campaign)).toBe(true);
    expect(ascending(await paid(up))).toBe(true);
    expect(ascending((await paid(down)).reverse())).toBe(true);
    expect(new Set(down.map((p) => p.id))).toEqual(new Set(active.map((p) => p.id)));
  });

  it('sorts a filtered category and a brand by price, and the search too', async () => {
    const { db } = shop.database;
    const phones = await db
      .selectFrom('categories')
      .select('id')
      .where('slug', 'like', '%mobile%')
      .executeTakeFirstOrThrow();
    const walton = await db
      .selectFrom('brands')
      .select('id')
      .where('admin_name', '=', 'Walton')
      .executeTakeFirstOrThrow();
    for (const url of [
      `/categories/products/${phones.id}?sort=price_asc&min_price=1000`,
      `/brand/products/${walton.id}?sort=price_asc`,
      '/search/products?term=a&sort=price_asc',
    ]) {
      const list = await everything(url);
      expect(list.length).toBeGreaterThan(1);
      expect(ascending(await paid(list))).toBe(true);
    }
  });

  it('sorts again when a price, a special price or a campaign changes, and when a campaign ends', async () => {
    const { db } = shop.database;
    const cheapest = async () => {
      forgetListings(db);
      return (await page('/shop/products/data?sort=price_asc&per_page=1')).data[0];
    };
    const dearest = async () => {
      forgetListings(db);
      return (await page('/shop/products/data?sort=price_desc&per_page=1')).data[0];
    };
    const [some, other] = (await page('/shop/products/data?per_page=40')).data.filter(
      (p) => p.type === 'simple' && !p.has_campaign,
    );
    await db.updateTable('products').set({ special_price: 100 }).where('id', '=', some.id).execute();
    expect(await cheapest()).toMatchObject({ id: some.id, final_price: 1 });

    // A campaign of ৳ 1 off every product of the other one's brand, running from now for an hour.
    const { brand_id } = await db
      .selectFrom('products')
      .select('brand_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ price: 100_000_000, special_price: null })
      .where('id', '=', other.id)
      .execute();
    expect(await dearest()).toMatchObject({ id: other.id, final_price: 1_000_000 });
    const now = Date.now();
    const { id: campaign } = await db
      .insertInto('campaigns')
      .values({
        slug: 'hour-of-savings',
        title: 'Hour of savings',
        discount_type: 'fixed',
        discount: 99_999_900,
        starts_at: new Date(now - 1000).toISOString(),
        ends_at: new Date(now + 3_600_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('campaign_brands').values({ campaign_id: campaign, brand_id: brand_id! }).execute();
    expect((await dearest()).id).not.toBe(other.id);
    const found = (await page(`/search/products?term=${encodeURIComponent(other.name)}`)).data.find(
      (p) => p.id === other.id,
    );
    expect(found).toMatchObject({ final_price: 1, has_campaign: true });

    // An hour later the campaign has ended: nothing was written, the time alone changes the order.
    forgetListings(db);
    const later = await listingAt(db, new Date(now + 3_700_000));
    expect(later.data[0]).toMatchObject({ id: other.id, final_price: 1_000_000 });
    await db.deleteFrom('campaigns').where('id', '=', campaign).execute();
  });

  it('sorts by average rating, best first, and newest first by default', async () => {
    const rated = await everything('/shop/products/data?sort=rating');
    expect(ascending(rated.map((p) => p.average_rating).reverse())).toBe(true);
    expect(rated[0].average_rating).toBeGreaterThan(0);
    const newest = await everything('/shop/products/data?');
    expect(newest.map((p) => p.id)).toEqual([...newest.map((p) => p.id)].sort((a, b) => b - a));
    expect(await everything('/shop/products/data?sort=newest')).toEqual(newest);
  });

  it('sorts by units sold on orders that are not cancelled, kept by the database as orders come and go', async () => {
    const { db } = shop.database;
    const [a, b, c] = (await page('/shop/products/data?per_page=3')).data.map((p) => p.id);
    const first = await order(db, 1, [
      [c, 500],
      [b, 300],
    ]);
    await order(db, 2, [[b, 400]]);
    await order(db, 3, [[a, 5000]], 'cancelled');
    const top = async () => {
      forgetListings(db); // the listing's few seconds of memory, not the order, would answer
      return (await page('/shop/products/data?sort=bestselling&per_page=3')).data.map((p) => p.id);
    };
    expect(await top()).toEqual([b, c, expect.any(Number)]);
    await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', first).execute();
    expect((await top()).slice(0, 1)).toEqual([b]);
    expect(
      (await db.selectFrom('products').select('sold_count').where('id', '=', c).executeTakeFirstOrThrow()).sold_count,
    ).toBe(0);
    await db.updateTable('orders').set({ status: 'pending' }).where('id', '=', first).execute();
    expect(await top()).toEqual([b, c, expect.any(Number)]);
  });

  it('refuses an unknown order with a 4xx message', async () => {
    for (const url of [
      '/shop/products/data?sort=cheapest',
      '/categories/products/1?sort=1',
      '/search/products?term=rice&sort=price',
    ]) {
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/sort/);
    }
  });
});
