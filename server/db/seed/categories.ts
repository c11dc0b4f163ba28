import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** The departments of the demo shop, under the root category that lists hide. */
export const DEMO_CATEGORIES = [
  ['Groceries', 'groceries'],
  ["Men's Fashion", 'mens-fashion'],
  ["Women's Fashion", 'womens-fashion'],
  ['Mobiles & Tablets', 'mobiles-tablets'],
  ['Electronics Accessories', 'electronics-accessories'],
  ['Home Appliances', 'home-appliances'],
  ['Health & Beauty', 'health-beauty'],
  ['Babies & Toys', 'babies-toys'],
  ['Home & Lifestyle', 'home-lifestyle'],
  ['Sports & Outdoor', 'sports-outdoor'],
  ['Books & Stationery', 'books-stationery'],
  ['Watches & Bags', 'watches-bags'],
] as const;

export async function seedCategories(db: Kysely<DB>): Promise<number> {
  const root = await db.insertInto('categories').values({ name: 'root', slug: 'root', position: 0 }).returning('id').executeTakeFirstOrThrow();
  for (const [position, [name, slug]] of DEMO_CATEGORIES.entries()) {
    const { id } = await db
      .insertInto('categories')
      .values({ parent_id: root.id, name, slug, position: position + 1, description: `Shop ${name} online in Bangladesh.` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('category_filterable_attributes')
      .values(['price', 'brand', 'color', 'size'].map((code) => ({ owner_id: id, code: code as 'price' })))
      .execute();
  }
  return DEMO_CATEGORIES.length;
}
