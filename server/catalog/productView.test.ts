import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { findProductDetail } from './productDetail';
import { loadProducts, thumbnailPath } from './productView';

async function fixture(db: Kysely<DB>) {
  const brand = await db
    .insertInto('brands')
    .values({ admin_name: 'Aarong', slug: 'aarong' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ name: 'Groceries', slug: 'groceries' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = (values: Partial<Insertable<DB['products']>> & { sku: string }) =>
    db
      .insertInto('products')
      .values({
        type: 'simple',
        name: values.sku,
        url_key: values.sku.toLowerCase(),
        price: 100000,
        min_price: 100000,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const rice = await product({
    sku: 'RICE',
    name: 'Chinigura Rice 1kg',
    price: 15000,
    special_price: 13500,
    short_description: 'Fragrant',
  });
  const kurta = await product({
    sku: 'KURTA',
    name: 'Cotton Kurta',
    type: 'configurable',
    price: 0,
    brand_id: brand.id,
  });
  const tea = await product({ sku: 'TEA', name: 'Tea', price: 30000 });
  const hidden = await product({ sku: 'OLD', status: 0 });
  await db.insertInto('product_categories').values({ product_id: tea, category_id: category.id }).execute();
  const [red, blue] = await Promise.all(
    [
      { sku: 'KURTA-RED', name: 'Cotton Kurta Red M', price: 250000, special_price: 220000, position: 0 },
      { sku: 'KURTA-BLUE', name: 'Cotton Kurta Blue L', price: 260000, special_price: null, position: 1 },
    ].map((v) =>
      db
        .insertInto('product_variants')
        .values({ product_id: kurta, ...v })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  await db
    .insertInto('product_images')
    .values([
      { product_id: rice, path: 'product/1/main-2.webp', position: 1 },
      { product_id: rice, path: 'product/1/main-1.webp', position: 0 },
      { product_id: kurta, variant_id: red.id, path: 'product/2/main-red.webp', position: 0 },
      { product_id: kurta, variant_id: blue.id, path: 'product/2/main-blue.webp', position: 0 },
    ])
    .execute();
  const running = { starts_at: '2020-01-01T00:00:00.000Z', ends_at: '2099-01-01T00:00:00.000Z' };
  const pct = await db
    .insertInto('campaigns')
    .values({ slug: 'eid', title: 'Eid', discount_type: 'Percentage', discount: 1000, ...running })
    .returning('id')
    .executeTakeFirstOrThrow();
  const flat = await db
    .insertInto('campaigns')
    .values({ slug: 'puja', title: 'Puja', discount_type: 'fixed', discount: 5000, ...running })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('campaign_brands').values({ campaign_id: pct.id, brand_id: brand.id }).execute();
  await db.insertInto('campaign_categories').values({ campaign_id: flat.id, category_id: category.id }).execute();
  return { rice, kurta, tea, hidden, red: red.id, blue: blue.id };
}

describe.each(TEST_DIALECTS)('loadProducts on %s', (dialect) => {
  const database = testDatabase(dialect, fixture);

  it('answers in the order asked, leaving out disabled and unknown products', async () => {
    const products = await loadProducts(
      database.db,
      [database.stock.tea, database.stock.hidden, 9999, database.stock.rice, database.stock.kurta],
      'en',
    );
    expect(products.map((p) => p.sku)).toEqual(['TEA', 'RICE', 'KURTA']);
  });

  it('prices a simple product in taka with its special price and its images by position', async () => {
    const [rice] = await loadProducts(database.db, [database.stock.rice], 'en');
    expect(rice).toEqual({
      id: database.stock.rice,
      type: 'simple',
      name: 'Chinigura Rice 1kg',
      url_key: 'rice',
      slug: 'rice',
      sku: 'RICE',
      price: 150,
      special_price: 135,
      final_price: 135,
      has_campaign: false,
      short_description: 'Fragrant',
      images: [
        expect.objectContaining({ path: 'product/1/main-1.webp' }),
        expect.objectContaining({ path: 'product/1/main-2.webp' }),
      ],
      path: 'product/1/main-1.webp',
      product_variants: [],
      reviews_count: 0,
      average_rating: 0,
    });
  });

  it('prices a configurable product by its first variant and applies a running brand campaign', async () => {
    const [kurta] = await loadProducts(database.db, [database.stock.kurta], 'en');
    expect(kurta).toMatchObject({
      price: 2500,
      special_price: 2200,
      final_price: 2250,
      has_campaign: true,
      path: 'product/2/main-red.webp',
    });
    expect(kurta.product_variants).toEqual([
      {
        id: database.stock.red,
        name: 'Cotton Kurta Red M',
        price: 2500,
        special_price: 2200,
        images: [expect.objectContaining({ path: 'product/2/main-red.webp' })],
      },
      {
        id: database.stock.blue,
        name: 'Cotton Kurta Blue L',
        price: 2600,
        special_price: null,
        images: [expect.objectContaining({ path: 'product/2/main-blue.webp' })],
      },
    ]);
  });

  it('applies a fixed campaign through the category, and none once it has ended', async () => {
    const [during] = await loadProducts(database.db, [database.stock.tea], 'en');
    expect(during).toMatchObject({ price: 300, final_price: 250, has_campaign: true });
    const [after] = await loadProducts(database.db, [database.stock.tea], 'en', new Date('2100-01-01'));
    expect(after).toMatchObject({ price: 300, final_price: 300, has_campaign: false });
  });

  it('gives each variant of the product page its own campaign price', async () => {
    const detail = await findProductDetail(database.db, { id: database.stock.kurta }, 'en');
    expect(detail?.product_variants.map((v) => [v.sku, v.final_price])).toEqual([
      ['KURTA-RED', 2250],
      ['KURTA-BLUE', 2340],
    ]);
    const ended = await findProductDetail(database.db, { id: database.stock.kurta }, 'en', new Date('2100-01-01'));
    expect(ended?.product_variants.map((v) => v.final_price)).toEqual([null, null]);
  });

  it('answers nothing for no ids', async () => {
    expect(await loadProducts(database.db, [], 'en')).toEqual([]);
  });
});

test('the thumbnail sits beside the main image', () => {
  expect(thumbnailPath('product/12/main-1.webp')).toBe('product/12/thumb-1.webp');
  expect(thumbnailPath('shared/groceries-red/main-1.webp')).toBe('shared/groceries-red/thumb-1.webp');
});
