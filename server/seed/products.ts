import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';
import { DEPARTMENTS, SIZE_RUNS, type Department, type Line } from './catalogue';
import type { Art } from './images';
import { banglaProductName } from './banglaNames';
import { iconFor } from './pictograms';
import { Random } from './random';

/** Ids of the rows products refer to, by name (brands, colours, sizes) or slug (categories). */
export interface Refs {
  categories: Map<string, number>;
  brands: Map<string, number>;
  colors: Map<string, { id: number; swatch: string }>;
  sizes: Map<string, number>;
  brandTint: Map<string, string>;
}

/** What the seed writes for one product, ids included (they are chosen here, not by the database). */
export interface PlannedProduct {
  product: Insertable<DB['products']> & { id: number };
  department: Department;
  line: Line;
  categoryId: number;
  colorIds: number[];
  sizeIds: number[];
  variants: (Insertable<DB['product_variants']> & { id: number })[];
  images: (Insertable<DB['product_images']> & { id: number })[];
  art: Art[];
}

export interface IdCounters {
  product: number;
  variant: number;
  image: number;
}

/**
 * Images: 'own' draws every product's own pictures (the demo shop); 'pool' shares one set per
 * department and colour (100,000 products for benchmarks would otherwise take an hour to draw).
 */
export type ImageMode = 'own' | 'pool';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Shop-like taka prices: 45, 390, 12,990. */
function shopPrice(taka: number): number {
  if (taka < 100) return Math.max(5, Math.round(taka / 5) * 5);
  if (taka < 1000) return Math.round(taka / 10) * 10;
  return Math.round(taka / 100) * 100 - 10;
}

/** Every department's (line, spec) pairs in a fixed shuffled order, so names stay varied. */
const combos = DEPARTMENTS.map((department, d) =>
  new Random(9001 + d).sample(
    department.lines.flatMap((line) => line.specs.map((spec) => ({ line, spec }))),
    Infinity,
  ),
);

const codeOf = (text: string) =>
  text
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/**
 * Product number `index` of the demo shop: its department is index mod 12 and everything about it
 * comes from a PRNG seeded by the index, so a product is the same whatever the total count.
 */
export function planProduct(
  index: number,
  refs: Refs,
  ids: IdCounters,
  usedKeys: Set<string>,
  mode: ImageMode,
  now: Date,
): PlannedProduct {
  const random = new Random(0x5eed + index * 7919);
  const d = index % DEPARTMENTS.length;
  const department = DEPARTMENTS[d];
  const round = Math.floor(index / DEPARTMENTS.length);
  const { line, spec } = combos[d][round % combos[d].length];
  const pass = Math.floor(round / combos[d].length);
  const edition = pass === 0 ? '' : `${department.editions[(pass - 1) % department.editions.length]} `;
  const model = pass > department.editions.length ? ` ${pass}` : '';
  const name = `${line.named ? '' : `${line.brand} `}${edition}${line.item} ${spec}${model}`;

  const id = ids.product++;
  let urlKey = slugify(name);
  if (usedKeys.has(urlKey)) urlKey = `${urlKey}-${id}`;
  usedKeys.add(urlKey);
  const sku = `${codeOf(line.brand)}-${codeOf(department.slug)}-${String(id).padStart(6, '0')}`;

  // Specs run from the smallest pack or model up, so each takes its own band of the line's range.
  const band = (line.specs.indexOf(spec) + 0.2 + random.next() * 0.6) / line.specs.length;
  const regular = shopPrice(line.price[0] + band * (line.price[1] - line.price[0]));
  const discount = random.chance(0.35) ? 0.8 + random.next() * 0.15 : null;
  const specialOf = (price: number) => (discount === null ? null : Math.min(shopPrice(price * discount), price - 5));

  const colours = line.colours ? random.sample(line.colours, line.variants ? random.int(2, 3) : 1) : [];
  const run = line.variants && line.variants !== 'colours' ? SIZE_RUNS[line.variants] : [];
  const first = run.length ? random.int(0, Math.max(0, run.length - 4)) : 0;
  const sizes = run.slice(first, first + random.int(3, 4));
  const tint = colours.length ? refs.colors.get(colours[0])!.swatch : refs.brandTint.get(line.brand)!;

  const images: PlannedProduct['images'] = [];
  const art: Art[] = [];
  /** One picture, as the product's own image or as the image of each variant of one colour. */
  const picture = (file: string, colour: string, layout: 1 | 2, variantIds: (number | null)[], position: number) => {
    const folder = mode === 'own' ? `product/${id}` : `product/pool/${department.slug}-${slugify(colour)}`;
    const path = `${folder}/main-${file}.webp`;
    for (const variantId of variantIds)
      images.push({ id: ids.image++, product_id: id, variant_id: variantId, path, position });
    // A shared picture names no product: it shows the department's pictogram only.
    const title = mode === 'own' ? `${line.item} ${spec}` : '';
    art.push({
      path,
      icon: mode === 'own' ? iconFor(department.slug, line.item) : department.slug,
      colour,
      brand: mode === 'own' ? line.brand : '',
      title,
      layout,
      base: position === 0,
    });
  };

  const variants: PlannedProduct['variants'] = [];
  if (line.variants) {
    picture('1', tint, 2, [null], 0);
    picture('2', tint, 1, [null], 1);
    for (const colour of colours) {
      const swatch = refs.colors.get(colour)!;
      const before = variants.length;
      for (const size of sizes.length ? sizes : [null]) {
        const price = size && run.indexOf(size) >= 3 ? regular + 100 : regular;
        variants.push({
          id: ids.variant++,
          product_id: id,
          sku: `${sku}-${codeOf(colour)}${size ? `-${size}` : ''}`,
          name: `${name} - ${colour}${size ? ` / ${size}` : ''}`,
          price: price * 100,
          special_price: discount === null ? null : specialOf(price)! * 100,
          color_id: swatch.id,
          size_id: size ? refs.sizes.get(size)! : null,
          position: variants.length,
        });
      }
      picture(
        slugify(colour),
        swatch.swatch,
        1,
        variants.slice(before).map((v) => v.id),
        2,
      );
    }
  } else {
    picture('1', tint, 1, [null], 0);
    picture('2', tint, 2, [null], 1);
  }

  const shown = (
    line.variants
      ? variants
      : [{ price: regular * 100, special_price: discount === null ? null : specialOf(regular)! * 100 }]
  ).map((v) => (v.special_price != null && v.special_price < v.price ? v.special_price : v.price));
  const short = `${line.named ? '' : `${line.brand} `}${line.item}, ${spec}. ${department.highlights[0]}.`;
  const product: PlannedProduct['product'] = {
    id,
    type: line.variants ? 'configurable' : 'simple',
    sku,
    name,
    url_key: urlKey,
    short_description: short,
    description:
      `<p>${short}</p><ul>${department.highlights.map((h) => `<li>${h}</li>`).join('')}</ul>` +
      `<p>Sold by Haat with cash on delivery anywhere in Bangladesh.</p>`,
    video_link: null,
    price: variants[0] ? Number(variants[0].price) : regular * 100,
    special_price: variants[0]
      ? (variants[0].special_price ?? null)
      : specialOf(regular) === null
        ? null
        : specialOf(regular)! * 100,
    min_price: Math.min(...shown),
    brand_id: refs.brands.get(line.brand)!,
    featured: random.chance(0.1) ? 1 : 0,
    trending: random.chance(0.09) ? 1 : 0,
    created_at: new Date(now.getTime() - random.int(0, 120 * 24 * 60) * 60000).toISOString(),
  };
  // The shop has translated its popular products' names (featured or trending), not every one.
  product.name_bn = product.featured || product.trending ? banglaProductName(line, spec, edition.trim(), model) : null;
  return {
    product,
    department,
    line,
    categoryId: refs.categories.get(department.slug)!,
    variants,
    images,
    art,
    colorIds: colours.map((c) => refs.colors.get(c)!.id),
    sizeIds: sizes.map((s) => refs.sizes.get(s)!),
  };
}

/** Up to four products of the same department near product `index` (ids run with the index). */
export function relatedIndexes(index: number, count: number): number[] {
  const step = DEPARTMENTS.length;
  return [1, 2, 3, 4]
    .map((j) => (index + j * step < count ? index + j * step : index - j * step))
    .filter((i) => i >= 0);
}
