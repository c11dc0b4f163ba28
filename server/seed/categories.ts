import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { CATEGORY_NAMES_BN } from './banglaNames';
import { DEPARTMENTS } from './catalogue';

/** The departments of the demo shop, under the root category that lists hide (Bangla names: banglaNames.ts). */
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

/** Seeds root and the departments with their filter sections; answers each department's id by slug. */
export async function seedCategories(db: Kysely<DB>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const root = await db
    .insertInto('categories')
    .values({ name: 'root', slug: 'root', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, [name, slug]] of DEMO_CATEGORIES.entries()) {
    const { id } = await db
      .insertInto('categories')
      .values({
        parent_id: root.id,
        name,
        name_bn: CATEGORY_NAMES_BN[slug],
        slug,
        position: position + 1,
        description: `Shop ${name} online in Bangladesh.`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const filters = DEPARTMENTS.find((d) => d.slug === slug)?.filters ?? ['price', 'brand', 'color', 'size'];
    await db
      .insertInto('category_filterable_attributes')
      .values(filters.map((code) => ({ owner_id: id, code })))
      .execute();
    ids.set(slug, id);
  }
  return ids;
}
