import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { alterTestSchema, demoCatalogue, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { choiceIds } from './categoryChoices';

type Choice = { owner: number; kind: string; choice_id: number; products: number | string };
const sorted = (rows: Choice[]) =>
  rows.map((r) => `${r.owner} ${r.kind} ${r.choice_id}: ${Number(r.products)}`).sort((a, b) => a.localeCompare(b));

/** Per category, its active products' brands, colours and sizes counted from the tables a shop writes. */
const CATEGORIES_TRUTH = sql<Choice>`
  select pc.category_id as owner, 'brand' as kind, p.brand_id as choice_id, count(*) as products
    from product_categories pc inner join products p on p.id = pc.product_id
    where p.status = 1 and p.brand_id is not null group by pc.category_id, p.brand_id
  union all select pc.category_id, 'color', x.color_id, count(*)
    from product_categories pc inner join products p on p.id = pc.product_id
    inner join product_colors x on x.product_id = p.id where p.status = 1 group by pc.category_id, x.color_id
  union all select pc.category_id, 'size', x.size_id, count(*)
    from product_categories pc inner join products p on p.id = pc.product_id
    inner join product_sizes x on x.product_id = p.id where p.status = 1 group by pc.category_id, x.size_id`;

/** Per brand, its active products' colours and sizes. */
const BRANDS_TRUTH = sql<Choice>`
  select p.brand_id as owner, 'color' as kind, x.color_id as choice_id, count(*) as products
    from products p inner join product_colors x on x.product_id = p.id
    where p.status = 1 and p.brand_id is not null group by p.brand_id, x.color_id
  union all select p.brand_id, 'size', x.size_id, count(*) from products p inner join product_sizes x
    on x.product_id = p.id where p.status = 1 and p.brand_id is not null group by p.brand_id, x.size_id`;

/** category_choices and brand_choices must count what the tables say now (their rows at 0 offer nothing). */
async function expectChoicesOfTables(db: Kysely<DB>): Promise<void> {
  for (const [owner, truth] of [
    ['category', CATEGORIES_TRUTH],
    ['brand', BRANDS_TRUTH],
  ] as const) {
    const stored = await sql<Choice>`select ${sql.ref(`${owner}_id`)} as owner, kind, choice_id, products
      from ${sql.table(`${owner}_choices`)} where products <> 0`.execute(db);
    const counted = await truth.execute(db);
    expect(counted.rows.length).toBeGreaterThan(0);
    expect(sorted(stored.rows)).toEqual(sorted(counted.rows));
  }
}

describe.each(TEST_DIALECTS)("a category's filter choices (%s)", (dialect) => {
  const opened = testDatabase(dialect, demoCatalogue);
  /** An active product with a brand, a colour and a size, and one of its categories. */
  const dressed = async () =>
    opened.db
      .selectFrom('products as p')
      .innerJoin('product_categories as pc', 'pc.product_id', 'p.id')
      .innerJoin('product_colors as c', 'c.product_id', 'p.id')
      .innerJoin('product_sizes as s', 's.product_id', 'p.id')
      .where('p.status', '=', 1)
      .where('p.brand_id', 'is not', null)
      .select(['p.id', 'pc.category_id as categoryId', 'p.brand_id', 'c.color_id', 's.size_id'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
  /** A category that offers none of a kind's choice yet. */
  const categoryWithout = async (kind: 'color' | 'size' | 'brand', choiceId: number) => {
    for (const { id } of await opened.db.selectFrom('categories').select('id').orderBy('id').execute())
      if (!(await choiceIds(opened.db, { categoryId: id }))[kind].has(choiceId)) return id;
    throw new Error(`every category offers ${kind} ${choiceId}`);
  };

  it('count what the tables say for every category of the seeded shop', async () => {
    await expectChoicesOfTables(opened.db);
  });

  it("follow a product's status and brand: a choice only it gave goes and comes back", async () => {
    const { db } = opened;
    const product = await dressed();
    const categoryId = await categoryWithout('brand', product.brand_id!);
    await db.insertInto('product_categories').values({ product_id: product.id, category_id: categoryId }).execute();
    expect((await choiceIds(db, { categoryId })).brand.has(product.brand_id!)).toBe(true);
    await db.updateTable('products').set({ status: 0 }).where('id', '=', product.id).execute();
    expect((await choiceIds(db, { categoryId })).brand.has(product.brand_id!)).toBe(false);
    await expectChoicesOfTables(db);
    await db.updateTable('products').set({ status: 1, brand_id: null }).where('id', '=', product.id).execute();
    expect((await choiceIds(db, { categoryId })).brand.has(product.brand_id!)).toBe(false);
    await expectChoicesOfTables(db);
    const { id: brandId } = await db
      .insertInto('brands')
      .values({ admin_name: 'Nodi', slug: 'nodi' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ brand_id: brandId }).where('id', '=', product.id).execute();
    const branded = await choiceIds(db, { brandId });
    expect([[...branded.color], [...branded.size]]).toEqual([
      expect.arrayContaining([product.color_id]),
      expect.arrayContaining([product.size_id]),
    ]);
    await db.updateTable('products').set({ brand_id: product.brand_id }).where('id', '=', product.id).execute();
    expect(await choiceIds(db, { brandId })).toEqual({ brand: new Set(), color: new Set(), size: new Set() });
    expect((await choiceIds(db, { categoryId })).brand.has(product.brand_id!)).toBe(true);
    await expectChoicesOfTables(db);
  });

  it("follow a product's categories: listed, moved and unlisted, its colours and sizes go with it", async () => {
    const { db } = opened;
    const product = await dressed();
    const categoryId = await categoryWithout('color', product.color_id);
    await db
      .updateTable('product_categories')
      .set({ category_id: categoryId })
      .where('product_id', '=', product.id)
      .where('category_id', '=', product.categoryId)
      .execute();
    expect((await choiceIds(db, { categoryId })).color.has(product.color_id)).toBe(true);
    await expectChoicesOfTables(db);
    await db
      .deleteFrom('product_categories')
      .where('product_id', '=', product.id)
      .where('category_id', '=', categoryId)
      .execute();
    expect((await choiceIds(db, { categoryId })).color.has(product.color_id)).toBe(false);
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: product.categoryId })
      .execute();
    await expectChoicesOfTables(db);
  });

  it('follow colours and sizes given, changed and taken, one product or many at once', async () => {
    const { db } = opened;
    const product = await dressed();
    const colorId = (
      await db
        .selectFrom('colors')
        .select('id')
        .where('id', '!=', product.color_id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.deleteFrom('product_colors').where('product_id', '=', product.id).execute();
    await db.insertInto('product_colors').values({ product_id: product.id, color_id: colorId }).execute();
    await expectChoicesOfTables(db);
    await db
      .updateTable('product_colors')
      .set({ color_id: product.color_id })
      .where('product_id', '=', product.id)
      .execute();
    const sizeId = (
      await db
        .selectFrom('sizes')
        .select('id')
        .where('id', 'not in', db.selectFrom('product_sizes').select('size_id').where('product_id', '=', product.id))
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .updateTable('product_sizes')
      .set({ size_id: sizeId })
      .where('product_id', '=', product.id)
      .where('size_id', '=', product.size_id)
      .execute();
    await expectChoicesOfTables(db);
    // Every product of the category in one statement each: counted per category, not per row.
    const theirs = db
      .selectFrom('product_categories')
      .select('product_id')
      .where('category_id', '=', product.categoryId);
    await db.deleteFrom('product_sizes').where('product_id', 'in', theirs).execute();
    expect((await choiceIds(db, { categoryId: product.categoryId })).size.size).toBe(0);
    await db
      .insertInto('product_sizes')
      .columns(['product_id', 'size_id'])
      .expression(theirs.select(sql<number>`${product.size_id}`.as('size_id')))
      .execute();
    expect([...(await choiceIds(db, { categoryId: product.categoryId })).size]).toEqual([product.size_id]);
    await db.updateTable('products').set({ status: 0 }).where('id', 'in', theirs).execute();
    expect(await choiceIds(db, { categoryId: product.categoryId })).toEqual({
      brand: new Set(),
      color: new Set(),
      size: new Set(),
    });
    await expectChoicesOfTables(db);
    await db.updateTable('products').set({ status: 1 }).where('id', 'in', theirs).execute();
    await expectChoicesOfTables(db);
  });

  it('let go of products, colours and categories deleted', async () => {
    const { db } = opened;
    const product = await dressed();
    await db.deleteFrom('products').where('id', '=', product.id).execute();
    await expectChoicesOfTables(db);
    const other = await dressed();
    const { id: colorId } = await db
      .insertInto('colors')
      .values({ admin_name: 'Saffron', swatch_value: '#f4c430', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('product_colors').values({ product_id: other.id, color_id: colorId }).execute();
    expect((await choiceIds(db, { categoryId: other.categoryId })).color.has(colorId)).toBe(true);
    await db.deleteFrom('colors').where('id', '=', colorId).execute();
    expect((await choiceIds(db, { categoryId: other.categoryId })).color.has(colorId)).toBe(false);
    await db.deleteFrom('categories').where('id', '=', product.categoryId).execute();
    await expectChoicesOfTables(db);
  });

  it('are the same after the migration is taken back and made again', async () => {
    const { db } = opened;
    const choices = await import('../db/migrations/037_category_choices');
    await alterTestSchema(dialect, async () => {
      await choices.down(db);
      await choices.up(db);
    });
    await expectChoicesOfTables(db);
  });
});
