import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { alterTestSchema, TEST_DIALECTS, demoCatalogue, testDatabase } from '../test/testShop';
import { productRows, type ProductRow } from './productRows';

/** Rows with their lists in one order (the stored cards leave it to the reader), by product id. */
const ordered = (rows: ProductRow[]) =>
  [...rows]
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      ...row,
      images: [...row.images].sort((a, b) => a[0] - b[0]),
      variants: [...row.variants].sort((a, b) => a[0] - b[0]),
      campaign_ids: [...row.campaign_ids].sort((a, b) => a - b),
      sold_out: [...row.sold_out].sort((a, b) => a - b),
    }));

/** What the tables say each product's card holds, read table by table. */
async function fromTables(db: Kysely<DB>, ids: number[]): Promise<ProductRow[]> {
  const [products, images, variants, linked, byCategory, soldOut] = await Promise.all([
    db
      .selectFrom('products')
      .where('id', 'in', ids)
      .select([
        'id',
        'type',
        'name',
        'name_bn',
        'url_key',
        'sku',
        'price',
        'special_price',
        'short_description',
        'brand_id',
        'status',
        'reviews_count',
        'rating_total',
      ])
      .execute(),
    db
      .selectFrom('product_images')
      .where('product_id', 'in', ids)
      .select(['id', 'product_id', 'variant_id', 'path', 'position'])
      .execute(),
    db
      .selectFrom('product_variants')
      .where('product_id', 'in', ids)
      .where('status', '=', 1)
      .select(['id', 'product_id', 'name', 'price', 'special_price', 'position'])
      .execute(),
    db.selectFrom('campaign_products').where('product_id', 'in', ids).select(['product_id', 'campaign_id']).execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('campaign_categories as cc', 'cc.category_id', 'pc.category_id')
      .where('pc.product_id', 'in', ids)
      .select(['pc.product_id', 'cc.campaign_id'])
      .execute(),
    db
      .selectFrom('stock_levels')
      .where('product_id', 'in', ids)
      .where('qty', '<=', 0)
      .select(['product_id', 'variant_id'])
      .execute(),
  ]);
  return ordered(
    products.map(
      (p) =>
        ({
          ...p,
          price: Number(p.price),
          special_price: p.special_price === null ? null : Number(p.special_price),
          reviews_count: Number(p.reviews_count),
          rating_total: Number(p.rating_total),
          images: images.filter((i) => i.product_id === p.id).map((i) => [i.id, i.variant_id, i.path, i.position]),
          variants: variants
            .filter((v) => v.product_id === p.id)
            .map((v) => [
              v.id,
              v.name,
              Number(v.price),
              v.special_price === null ? null : Number(v.special_price),
              v.position,
            ]),
          campaign_ids: [...linked, ...byCategory].filter((c) => c.product_id === p.id).map((c) => c.campaign_id),
          sold_out: soldOut.filter((row) => row.product_id === p.id).map((row) => Number(row.variant_id)),
        }) as ProductRow,
    ),
  );
}

async function expectCardsOf(db: Kysely<DB>, ids: number[]): Promise<void> {
  expect(ordered(await productRows(db, ids))).toEqual(await fromTables(db, ids));
}

/** A product with pictures, variants and categories. */
async function configurable(db: Kysely<DB>): Promise<{ id: number; categoryId: number }> {
  const product = await db
    .selectFrom('products')
    .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
    .where('products.type', '=', 'configurable')
    .select(['products.id', 'product_categories.category_id as categoryId'])
    .orderBy('products.id')
    .executeTakeFirstOrThrow();
  return product;
}

describe.each(TEST_DIALECTS)("a product's stored card (%s)", (dialect) => {
  const opened = testDatabase(dialect, demoCatalogue);

  it('holds what the tables say for every product of the seeded shop', async () => {
    const ids = (await opened.db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const rows = await productRows(opened.db, ids);
    expect(rows).toHaveLength(ids.length);
    expect(rows.some((row) => row.images.length > 1 && row.variants.length > 1 && row.campaign_ids.length > 0)).toBe(
      true,
    );
    await expectCardsOf(opened.db, ids);
  });

  it("follows the product's own row, and is left alone by a column it does not show", async () => {
    const { db } = opened;
    const { id } = await configurable(db);
    await db
      .updateTable('products')
      .set({
        name: 'Renamed Panjabi',
        price: 123_400,
        special_price: null,
        reviews_count: 3,
        rating_total: 14,
        status: 0,
      })
      .where('id', '=', id)
      .execute();
    await expectCardsOf(db, [id]);
    expect((await productRows(db, [id]))[0]).toMatchObject({
      name: 'Renamed Panjabi',
      price: 123_400,
      status: 0,
      reviews_count: 3,
    });
    const before = await db
      .selectFrom('product_cards')
      .select('card')
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ min_price: 1, sold_count: 99 }).where('id', '=', id).execute();
    expect(
      await db.selectFrom('product_cards').select('card').where('product_id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it("says which of its stock rows are at 0 or below, the product's own as 0", async () => {
    const { db } = opened;
    const { id } = await configurable(db);
    const [variant] = (await productRows(db, [id]))[0].variants;
    const stock = (variant_id: number, qty: number) =>
      db
        .insertInto('stock_levels')
        .values({ product_id: id, variant_id, qty, updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['product_id', 'variant_id']).doUpdateSet({ qty }))
        .execute();
    await stock(variant[0], 0);
    await stock(0, 3);
    expect((await productRows(db, [id]))[0].sold_out).toEqual([variant[0]]);
    await stock(0, -1);
    await expectCardsOf(db, [id]);
    await db.deleteFrom('stock_levels').where('product_id', '=', id).execute();
    expect((await productRows(db, [id]))[0].sold_out).toEqual([]);
  });

  it('follows its pictures and variants being added, changed and removed', async () => {
    const { db } = opened;
    const { id } = await configurable(db);
    const variant = await db
      .insertInto('product_variants')
      .values({ product_id: id, sku: `NEW-${id}`, name: 'XXL', price: 99_900, position: 9 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_images')
      .values([
        { product_id: id, path: `product/${id}/extra.webp`, position: 7 },
        { product_id: id, variant_id: variant.id, path: `product/${id}/xxl.webp`, position: 8 },
      ])
      .execute();
    await expectCardsOf(db, [id]);
    await db.updateTable('product_variants').set({ status: 0 }).where('id', '=', variant.id).execute();
    await db
      .updateTable('product_images')
      .set({ position: 0 })
      .where('path', '=', `product/${id}/extra.webp`)
      .execute();
    await expectCardsOf(db, [id]);
    // The variant's pictures go with it (a cascade): the card loses both.
    await db.deleteFrom('product_variants').where('id', '=', variant.id).execute();
    await db.deleteFrom('product_images').where('path', '=', `product/${id}/extra.webp`).execute();
    await expectCardsOf(db, [id]);
    expect((await productRows(db, [id]))[0].images.map((i) => i[2])).not.toContain(`product/${id}/xxl.webp`);
  });

  it('follows the campaigns naming it or one of its categories, and its categories', async () => {
    const { db } = opened;
    const { id, categoryId } = await configurable(db);
    const inCategory = (
      await db.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId).execute()
    ).map((r) => r.product_id);
    const campaign = await db
      .insertInto('campaigns')
      .values({
        slug: `card-test-${dialect}`,
        title: 'Card test',
        discount_type: 'Percentage',
        discount: 5,
        starts_at: '2026-01-01T00:00:00.000Z',
        ends_at: '2027-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('campaign_products').values({ campaign_id: campaign.id, product_id: id }).execute();
    await db.insertInto('campaign_categories').values({ campaign_id: campaign.id, category_id: categoryId }).execute();
    await expectCardsOf(db, inCategory);
    expect((await productRows(db, [id]))[0].campaign_ids.filter((c) => c === campaign.id)).toHaveLength(2);
    const other = await db
      .selectFrom('categories')
      .select('id')
      .where('id', '!=', categoryId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('product_categories').values({ product_id: id, category_id: other.id }).execute();
    await db
      .deleteFrom('product_categories')
      .where('product_id', '=', id)
      .where('category_id', '=', categoryId)
      .execute();
    await expectCardsOf(db, [id]);
    await db.deleteFrom('campaigns').where('id', '=', campaign.id).execute();
    await expectCardsOf(db, inCategory);
    expect((await productRows(db, [id]))[0].campaign_ids).not.toContain(campaign.id);
  });

  it('comes and goes with the product', async () => {
    const { db } = opened;
    const { id } = await db
      .insertInto('products')
      .values({
        type: 'simple',
        sku: `CARD-${dialect}`,
        name: 'Card Test Lungi',
        url_key: `card-test-lungi-${dialect}`,
        price: 45_000,
        min_price: 45_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectCardsOf(db, [id]);
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await productRows(db, [id])).toEqual([]);
    expect(await db.selectFrom('product_cards').select('product_id').where('product_id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('is the same after the migration is taken back and made again', async () => {
    const { db } = opened;
    const ids = (await db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const before = await db.selectFrom('product_cards').select(['product_id', 'card']).orderBy('product_id').execute();
    const migration = await import('../db/migrations/026_product_cards');
    await alterTestSchema(dialect, async () => {
      await migration.down(db);
      await migration.up(db);
    });
    expect(await db.selectFrom('product_cards').select(['product_id', 'card']).orderBy('product_id').execute()).toEqual(
      before,
    );
    await expectCardsOf(db, ids);
    expect(Number((await sql<{ n: number }>`select count(*) as n from product_cards`.execute(db)).rows[0].n)).toBe(
      ids.length,
    );
  });
});
