import type { Kysely } from 'kysely';
import type { Brand, Color, FilterCode, Size } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { cached } from './cache';
import { listCategories, type CategoryView } from './categories';

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
export const shopCategories = (db: Kysely<DB>): Promise<CategoryView[]> => cached(db, 'categories', () => listCategories(db));

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
 * that would always answer nothing is not offered.
 */
export async function listingChoices(db: Kysely<DB>, scope: { categoryId: number } | { brandId: number }) {
  const products = (column: 'p.id' | 'p.brand_id') => {
    const base = db.selectFrom('products as p').where('p.status', '=', 1);
    return 'categoryId' in scope
      ? base.innerJoin('product_categories as pc', 'pc.product_id', 'p.id').where('pc.category_id', '=', scope.categoryId).select(column)
      : base.where('p.brand_id', '=', scope.brandId).select(column);
  };
  const [brandIds, colorIds, sizeIds, brands, colors, sizes] = await Promise.all([
    'categoryId' in scope ? db.selectFrom(products('p.brand_id').as('x')).select('x.brand_id').distinct().execute() : Promise.resolve([]),
    db.selectFrom('product_colors').select('color_id').distinct().where('product_id', 'in', products('p.id')).execute(),
    db.selectFrom('product_sizes').select('size_id').distinct().where('product_id', 'in', products('p.id')).execute(),
    allBrands(db),
    allColors(db),
    allSizes(db),
  ]);
  const has = (ids: { [k: string]: number | null }[], key: string) => new Set(ids.map((r) => r[key]));
  const b = has(brandIds, 'brand_id');
  const c = has(colorIds, 'color_id');
  const s = has(sizeIds, 'size_id');
  return {
    brands: brands.filter((x) => b.has(x.id)),
    colors: colors.filter((x) => c.has(x.id)),
    sizes: sizes.filter((x) => s.has(x.id)),
  };
}
