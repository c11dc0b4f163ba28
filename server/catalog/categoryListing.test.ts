import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { alterTestSchema, demoCatalogue, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { listProducts, type ListingFilter } from './listing';

type Listed = {
  category_id: number;
  status: number;
  product_id: number;
  min_price: number;
  brand_id: number | null;
  effective_price: number | null;
};
const sorted = (rows: Listed[]) =>
  rows
    .map((r) => ({
      ...r,
      min_price: Number(r.min_price),
      effective_price: r.effective_price === null ? null : Number(r.effective_price),
    }))
    .sort((a, b) => a.category_id - b.category_id || a.product_id - b.product_id);

/**
 * category_listing must hold every row of product_categories with its product's columns and stored effective price
 * as the tables have them now.
 */
async function expectListingOfTables(db: Kysely<DB>): Promise<void> {
  const stored = await db.selectFrom('category_listing').selectAll().execute();
  const truth = await db
    .selectFrom('product_categories as pc')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .leftJoin('product_prices as pp', 'pp.product_id', 'pc.product_id')
    .select(['pc.category_id', 'p.status', 'pc.product_id', 'p.min_price', 'p.brand_id', 'pp.effective_price'])
    .execute();
  expect(stored.length).toBeGreaterThan(0);
  expect(sorted(stored)).toEqual(sorted(truth));
  const counts = await db.selectFrom('category_counts').select(['category_id', 'active']).execute();
  const active = new Map<number, number>();
  for (const r of truth) if (r.status === 1) active.set(r.category_id, (active.get(r.category_id) ?? 0) + 1);
  expect(new Map(counts.filter((r) => Number(r.active) !== 0).map((r) => [r.category_id, Number(r.active)]))).toEqual(
    active,
  );
}

/** The product ids of a listing's first page of 60 (more than a demo category holds), and the count it tells. */
async function shown(db: Kysely<DB>, filter: ListingFilter): Promise<{ ids: number[]; total: number }> {
  const first = await listProducts(db, filter, { page: 1, perPage: 60 }, 'en');
  return { ids: first.data.map((p) => p.id), total: first.meta.total };
}

describe.each(TEST_DIALECTS)("a category's listing rows (%s)", (dialect) => {
  const opened = testDatabase(dialect, demoCatalogue);
  /** A product of a category, with its price and brand. */
  const someProduct = async () =>
    opened.db
      .selectFrom('products as p')
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .where('p.status', '=', 1)
      .where('p.brand_id', 'is not', null)
      .select(['p.id', 'pc.category_id as categoryId', 'p.min_price', 'p.brand_id'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();

  it("hold what the tables say for every category's products of the seeded shop", async () => {
    await expectListingOfTables(opened.db);
  });

  it("follow a product's status, price and brand: the category's listing and its count change at once", async () => {
    const { db } = opened;
    const product = await someProduct();
    const categoryId = product.categoryId;
    const before = await shown(db, { categoryId });
    expect(before.ids).toContain(product.id);

    await db.updateTable('products').set({ status: 0 }).where('id', '=', product.id).execute();
    const disabled = await shown(db, { categoryId });
    expect(disabled.ids).not.toContain(product.id);
    expect(disabled.total).toBe(before.total - 1);

    await db.updateTable('products').set({ status: 1, min_price: 99_999_900 }).where('id', '=', product.id).execute();
    expect((await shown(db, { categoryId, minPrice: 99_999_900 })).ids).toEqual([product.id]);
    expect((await shown(db, { categoryId, maxPrice: Number(product.min_price) })).ids).not.toContain(product.id);

    const other = await db
      .selectFrom('brands')
      .select('id')
      .where('id', '!=', product.brand_id!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ brand_id: other.id }).where('id', '=', product.id).execute();
    expect((await shown(db, { categoryId, brandId: other.id })).ids).toContain(product.id);
    expect((await shown(db, { categoryId, brandId: product.brand_id! })).ids).not.toContain(product.id);
    await expectListingOfTables(db);
  });

  it('follow the product into another category and out of this one, and go with the product', async () => {
    const { db } = opened;
    const product = await someProduct();
    const other = await db
      .selectFrom('categories')
      .select('id')
      .where('id', '!=', product.categoryId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('product_categories')
      .set({ category_id: other.id })
      .where('product_id', '=', product.id)
      .where('category_id', '=', product.categoryId)
      .execute();
    expect((await shown(db, { categoryId: other.id })).ids).toContain(product.id);
    expect((await shown(db, { categoryId: product.categoryId })).ids).not.toContain(product.id);
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: product.categoryId })
      .execute();
    expect((await shown(db, { categoryId: product.categoryId })).ids).toContain(product.id);
    await db
      .deleteFrom('product_categories')
      .where('product_id', '=', product.id)
      .where('category_id', '=', other.id)
      .execute();
    expect((await shown(db, { categoryId: other.id })).ids).not.toContain(product.id);
    await expectListingOfTables(db);

    await db.deleteFrom('products').where('id', '=', product.id).execute();
    expect((await shown(db, { categoryId: product.categoryId })).ids).not.toContain(product.id);
    expect(
      await db.selectFrom('category_listing').select('product_id').where('product_id', '=', product.id).execute(),
    ).toEqual([]);
  });

  it('are the same after the migrations are taken back and made again', async () => {
    const { db } = opened;
    const listing = await import('../db/migrations/027_category_listing');
    const prices = await import('../db/migrations/031_category_listing_prices_counts');
    await alterTestSchema(dialect, async () => {
      await prices.down(db);
      await listing.down(db);
      await listing.up(db);
      await prices.up(db);
    });
    await expectListingOfTables(db);
  });

  it("follow a product's stored price: a category sorted by price reads it from its rows", async () => {
    const { db } = opened;
    // A simple product's own price is its price (a configurable one's is its first variant's).
    const product = await db
      .selectFrom('products as p')
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .where('p.status', '=', 1)
      .where('p.type', '=', 'simple')
      .select(['p.id', 'pc.category_id as categoryId'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const categoryId = product.categoryId;
    const cheapest = async () =>
      (await listProducts(db, { categoryId }, { page: 1, perPage: 1 }, 'en', undefined, 'price_asc')).data[0].id;
    await db.updateTable('products').set({ price: 1, special_price: null }).where('id', '=', product.id).execute();
    expect(await cheapest()).toBe(product.id);
    await db.updateTable('products').set({ price: 99_999_900 }).where('id', '=', product.id).execute();
    expect(await cheapest()).not.toBe(product.id);
    await expectListingOfTables(db);
  });
});
