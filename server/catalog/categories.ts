import type { Kysely } from 'kysely';
import type { Category } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import type { BanglaNamed } from './names';

/** The category named root holds the tree together; lists never show it. */
export const ROOT_CATEGORY_NAME = 'root';

/** Active categories except root, in menu order: select the columns wanted. */
export const shopCategoryRows = (db: Kysely<DB>) =>
  db
    .selectFrom('categories')
    .where('status', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['name']), '!=', ROOT_CATEGORY_NAME))
    .orderBy('position')
    .orderBy('id');

/**
 * Active categories except root, in menu order, each with its count of active products. The count
 * reads the (category_id, product_id) key alone and takes off the few disabled (status 0) products, instead
 * of visiting every product row, which grows costly with the catalogue. Both names:
 * the shopper's language picks one (names.ts).
 */
export async function listCategories(db: Kysely<DB>): Promise<BanglaNamed<Category>[]> {
  const [rows, all, disabled] = await Promise.all([
    shopCategoryRows(db).select(['id', 'parent_id', 'slug', 'name', 'name_bn', 'logo_path']).execute(),
    db
      .selectFrom('product_categories')
      .select((eb) => ['category_id', eb.fn.countAll<number>().as('count')])
      .groupBy('category_id')
      .execute(),
    // CROSS JOIN: SQLite then starts from the (status, ...) index, where disabled products are few.
    db
      .selectFrom('products')
      .crossJoin('product_categories')
      .whereRef('product_categories.product_id', '=', 'products.id')
      .select((eb) => ['product_categories.category_id', eb.fn.countAll<number>().as('count')])
      .where('products.status', '=', 0)
      .groupBy('product_categories.category_id')
      .execute(),
  ]);
  const count = new Map(all.map((r) => [r.category_id, Number(r.count)]));
  for (const r of disabled) count.set(r.category_id, (count.get(r.category_id) ?? 0) - Number(r.count));
  return rows.map((row) => ({ ...row, category_name: row.name, product_count: count.get(row.id) ?? 0 }));
}
