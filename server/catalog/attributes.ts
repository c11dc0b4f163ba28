import type { Kysely } from 'kysely';
import type { Brand, Category, Color, FilterCode, Size } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { cached } from './cache';
import { listCategories } from './categories';

/** Filter sections in the order the panel shows them. */
const FILTER_ORDER: FilterCode[] = ['price', 'brand', 'color', 'size'];

export const allBrands = (db: Kysely<DB>): Promise<Brand[]> =>
  cached(db, 'brands', () =>
    db.selectFrom('brands').select(['id', 'admin_name', 'slug', 'logo_path']).where('status', '=', 1).orderBy('admin_name').orderBy('id').execute(),
  );

export const allColors = (db: Kysely<DB>): Promise<Color[]> =>
  cached(db, 'colors', () => db.selectFrom('colors').select(['id', 'admin_name', 'swatch_value']).orderBy('position').orderBy('id').execute());

export const allSizes = (db: Kysely<DB>): Promise<Size[]> =>
  cached(db, 'sizes', () => db.selectFrom('sizes').select(['id', 'admin_name']).orderBy('position').orderBy('id').execute());

/** Shop categories (root left out) with their product counts, remembered for a few seconds. */
export const shopCategories = (db: Kysely<DB>): Promise<Category[]> => cached(db, 'categories', () => listCategories(db));

export async function filterCodes(db: Kysely<DB>, owner: 'category' | 'brand', ownerId: number): Promise<FilterCode[]> {
  const rows = await db
    .selectFrom(owner === 'category' ? 'category_filterable_attributes' : 'brand_filterable_attributes')
    .select('code')
    .where('owner_id', '=', ownerId)
    .execute();
  const codes = new Set(rows.map((r) => r.code));
  // A brand page never filters by brand.
  if (owner === 'brand') codes.delete('brand');
  return FILTER_ORDER.filter((code) => codes.has(code));
}

/**
 * The brands, colours and sizes that a listing's products have, for its filter panel: a choice
 * that would always answer nothing is not offered. Remembered a few seconds per category or brand.
 */
export function listingChoices(db: Kysely<DB>, scope: { categoryId: number } | { brandId: number }) {
  const key = 'categoryId' in scope ? `choices:category:${scope.categoryId}` : `choices:brand:${scope.brandId}`;
  return cached(db, key, async () => {
    // The scope's active products first (CROSS JOIN keeps SQLite to that order), then their rows.
    const scoped = () =>
      'categoryId' in scope
        ? db.selectFrom('product_categories as pc').crossJoin('products as p').whereRef('p.id', '=', 'pc.product_id').where('pc.category_id', '=', scope.categoryId).where('p.status', '=', 1)
        : db.selectFrom('products as p').where('p.brand_id', '=', scope.brandId).where('p.status', '=', 1);
    const [brandIds, colorIds, sizeIds, brands, colors, sizes] = await Promise.all([
      'categoryId' in scope ? scoped().select('p.brand_id as id').distinct().execute() : Promise.resolve([]),
      scoped().crossJoin('product_colors as x').whereRef('x.product_id', '=', 'p.id').select('x.color_id as id').distinct().execute(),
      scoped().crossJoin('product_sizes as x').whereRef('x.product_id', '=', 'p.id').select('x.size_id as id').distinct().execute(),
      allBrands(db),
      allColors(db),
      allSizes(db),
    ]);
    const has = (rows: { id: number | null }[]) => new Set(rows.map((r) => r.id));
    const [b, c, s] = [has(brandIds), has(colorIds), has(sizeIds)];
    return { brands: brands.filter((x) => b.has(x.id)), colors: colors.filter((x) => c.has(x.id)), sizes: sizes.filter((x) => s.has(x.id)) };
  });
}
