import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A category as the storefront reads it (spec section 3). */
export interface CategoryView {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  category_name: string;
  logo_path: string | null;
  product_count: number;
}

/** The category named root holds the tree together; lists never show it. */
export const ROOT_CATEGORY_NAME = 'root';

/** Active categories except root, in menu order, each with its count of active products. */
export async function listCategories(db: Kysely<DB>): Promise<CategoryView[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('product_categories as pc', 'pc.category_id', 'c.id')
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'pc.product_id').on('p.status', '=', 1))
    .select(['c.id', 'c.parent_id', 'c.slug', 'c.name', 'c.logo_path', 'c.position'])
    .select((eb) => eb.fn.count<number>('p.id').as('product_count'))
    .where('c.status', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['c.name']), '!=', ROOT_CATEGORY_NAME))
    .groupBy(['c.id', 'c.parent_id', 'c.slug', 'c.name', 'c.logo_path', 'c.position'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map(({ position: _position, ...row }) => ({ ...row, category_name: row.name, product_count: Number(row.product_count) }));
}
