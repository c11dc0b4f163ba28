import type { Kysely } from 'kysely';
import type { FilterCode } from '../../shared/api/contract';
import type { DB } from '../db/schema';
import { BRAND_NAMES_BN } from './banglaNames';
import { BRANDS, COLORS, DEPARTMENTS, SIZES } from './catalogue';
import type { Art } from './images';
import { insertRows, nextId, syncIdSequences } from './insert';
import { planProduct, relatedIndexes, slugify, type ImageMode, type Refs } from './products';

/** Department colours of the category logos, in DEPARTMENTS order. */
export const CATEGORY_TINTS = [
  '#2e7d32',
  '#1565c0',
  '#ad1457',
  '#0277bd',
  '#6a1b9a',
  '#00838f',
  '#c2185b',
  '#ef6c00',
  '#5d4037',
  '#558b2f',
  '#283593',
  '#4e342e',
];

/** Brands (with logos and filter sections), colours and sizes; answers the ids products need. */
export async function seedReferenceData(db: Kysely<DB>, categories: Map<string, number>): Promise<Refs> {
  const refs: Refs = { categories, brands: new Map(), colors: new Map(), sizes: new Map(), brandTint: new Map() };
  for (const department of DEPARTMENTS) {
    await db
      .updateTable('categories')
      .set({ logo_path: `category/${department.slug}.webp` })
      .where('id', '=', categories.get(department.slug)!)
      .execute();
  }
  for (const brand of BRANDS) {
    const slug = slugify(brand.name);
    const { id } = await db
      .insertInto('brands')
      .values({ admin_name: brand.name, name_bn: BRAND_NAMES_BN[brand.name], slug, logo_path: `brand/${slug}.webp` })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs.brands.set(brand.name, id);
    refs.brandTint.set(brand.name, brand.tint);
    const lines = DEPARTMENTS.flatMap((d) => d.lines).filter((l) => l.brand === brand.name);
    const codes: FilterCode[] = ['price'];
    if (lines.some((l) => l.colours)) codes.push('color');
    if (lines.some((l) => l.variants && l.variants !== 'colours')) codes.push('size');
    await db
      .insertInto('brand_filterable_attributes')
      .values(codes.map((code) => ({ owner_id: id, code })))
      .execute();
  }
  for (const [position, color] of COLORS.entries()) {
    const { id } = await db
      .insertInto('colors')
      .values({ admin_name: color.name, swatch_value: color.swatch, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs.colors.set(color.name, { id, swatch: color.swatch });
  }
  for (const [position, size] of SIZES.entries()) {
    const { id } = await db
      .insertInto('sizes')
      .values({ admin_name: size, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs.sizes.set(size, id);
  }
  return refs;
}

/** What campaigns and flash deals pick from. */
export interface ProductSummary {
  id: number;
  name: string;
  sku: string;
  department: string;
  brand: string;
  price: number;
  type: 'simple' | 'configurable';
}

/**
 * Inserts `count` products with their variants, images, filter index rows and related products, a
 * chunk at a time (100,000 products never sit in memory at once). Collects the pictures to draw.
 */
export async function seedProducts(
  db: Kysely<DB>,
  refs: Refs,
  count: number,
  mode: ImageMode,
  now: Date,
  arts: Map<string, Art>,
): Promise<ProductSummary[]> {
  const ids = {
    product: await nextId(db, 'products'),
    variant: await nextId(db, 'product_variants'),
    image: await nextId(db, 'product_images'),
  };
  const firstId = ids.product;
  const usedKeys = new Set<string>();
  const summary: ProductSummary[] = [];
  const chunk = 2000;
  for (let start = 0; start < count; start += chunk) {
    const planned = [];
    for (let i = start; i < Math.min(count, start + chunk); i++)
      planned.push(planProduct(i, refs, ids, usedKeys, mode, now));
    await insertRows(
      db,
      'products',
      planned.map((p) => p.product),
    );
    await insertRows(
      db,
      'product_variants',
      planned.flatMap((p) => p.variants),
    );
    await insertRows(
      db,
      'product_images',
      planned.flatMap((p) => p.images),
    );
    await insertRows(
      db,
      'product_categories',
      planned.map((p) => ({ product_id: p.product.id, category_id: p.categoryId })),
    );
    await insertRows(
      db,
      'product_colors',
      planned.flatMap((p) => p.colorIds.map((color_id) => ({ product_id: p.product.id, color_id }))),
    );
    await insertRows(
      db,
      'product_sizes',
      planned.flatMap((p) => p.sizeIds.map((size_id) => ({ product_id: p.product.id, size_id }))),
    );
    for (const p of planned) {
      p.art.forEach((a) => arts.has(a.path) || arts.set(a.path, a));
      summary.push({
        id: p.product.id,
        name: p.product.name,
        sku: p.product.sku,
        department: p.department.slug,
        brand: p.line.brand,
        price: Number(p.product.price),
        type: p.product.type,
      });
    }
  }
  // Related rows point forward and backward, so they go in once every product exists.
  const related = [];
  for (let i = 0; i < count; i++)
    for (const j of relatedIndexes(i, count)) related.push({ product_id: firstId + i, related_id: firstId + j });
  await insertRows(db, 'related_products', related);
  await syncIdSequences(db, ['products', 'product_variants', 'product_images']);
  return summary;
}
