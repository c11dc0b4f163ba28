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
 * Active categories except root, in menu order, each with its count of active products, read off
 * category_counts (a read model, readModels.ts) instead of counting every product's categories.
 * Both names: the shopper's language picks one (names.ts).
 */
export async function listCategories(db: Kysely<DB>): Promise<BanglaNamed<Category>[]> {
  const [rows, counts] = await Promise.all([
    shopCategoryRows(db).select(['id', 'parent_id', 'slug', 'name', 'name_bn', 'logo_path']).execute(),
    db.selectFrom('category_counts').select(['category_id', 'active']).execute(),
  ]);
  const count = new Map(counts.map((r) => [r.category_id, Number(r.active)]));
  return rows.map((row) => ({ ...row, category_name: row.name, product_count: count.get(row.id) ?? 0 }));
}
