import type { Kysely } from 'kysely';
import type { Brand, Category, Color, FilterCode, Size } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { cached } from './cache';
import { choiceIds } from './categoryChoices';
import { listCategories } from './categories';
import { brandIn, categoryIn, type BanglaNamed } from './names';
import type { Language } from '../../shared/i18n/languages';

/** Filter sections in the order the panel shows them. */
const FILTER_ORDER: FilterCode[] = ['price', 'brand', 'color', 'size'];

/** Active brands with both their names, remembered for a few seconds (one entry for both languages). */
export const brandRows = (db: Kysely<DB>): Promise<BanglaNamed<Brand>[]> =>
  cached(db, 'brands', () =>
    db
      .selectFrom('brands')
      .select(['id', 'admin_name', 'name_bn', 'slug', 'logo_path'])
      .where('status', '=', 1)
      .orderBy('admin_name')
      .orderBy('id')
      .execute(),
  );

/** Active brands, named in the shopper's language. */
export const allBrands = async (db: Kysely<DB>, language: Language): Promise<Brand[]> =>
  (await brandRows(db)).map((b) => brandIn(language, b));

export const allColors = (db: Kysely<DB>): Promise<Color[]> =>
  cached(db, 'colors', () =>
    db.selectFrom('colors').select(['id', 'admin_name', 'swatch_value']).orderBy('position').orderBy('id').execute(),
  );

export const allSizes = (db: Kysely<DB>): Promise<Size[]> =>
  cached(db, 'sizes', () =>
    db.selectFrom('sizes').select(['id', 'admin_name']).orderBy('position').orderBy('id').execute(),
  );

/** Shop categories (root left out) with their product counts and both names, remembered for a few seconds. */
export const categoryRows = (db: Kysely<DB>): Promise<BanglaNamed<Category>[]> =>
  cached(db, 'categories', () => listCategories(db));

/** Shop categories, named in the shopper's language. */
export const shopCategories = async (db: Kysely<DB>, language: Language): Promise<Category[]> =>
  (await categoryRows(db)).map((c) => categoryIn(language, c));

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
 * that would always answer nothing is not offered. Remembered a few seconds per category or brand
 * (with both names of its brands), named in the shopper's language.
 */
export async function listingChoices(
  db: Kysely<DB>,
  scope: { categoryId: number } | { brandId: number },
  language: Language,
) {
  const key = 'categoryId' in scope ? `choices:category:${scope.categoryId}` : `choices:brand:${scope.brandId}`;
  const choices = await cached(db, key, async () => {
    const [ids, brands, colors, sizes] = await Promise.all([
      choiceIds(db, scope),
      brandRows(db),
      allColors(db),
      allSizes(db),
    ]);
    return {
      brands: brands.filter((x) => ids.brand.has(x.id)),
      colors: colors.filter((x) => ids.color.has(x.id)),
      sizes: sizes.filter((x) => ids.size.has(x.id)),
    };
  });
  return { ...choices, brands: choices.brands.map((x) => brandIn(language, x)) };
}
