import type { Kysely } from 'kysely';
import { allBrands, filterCodes, listingChoices, shopCategories } from '../server/catalog/attributes';
import { DEFAULT_PER_PAGE, TRENDING_PAGE_SIZES } from '../server/catalog/listing';
import type { DB } from '../server/db/schema';

/** Price ranges in taka, as shoppers set them on the filter panel. */
const PRICE_RANGES = [
  [0, 500],
  [0, 2000],
  [500, 5000],
  [1000, 20000],
  [2000, 60000],
  [5000, 100000],
];
/** How deep shoppers page into one listing at most. */
const MAX_PAGES = 6;

const pagesOf = (total: number, perPage = DEFAULT_PER_PAGE) =>
  Array.from({ length: Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / perPage))) }, (_, i) => i + 1);

/**
 * The distinct listing calls of a shop's catalogue, mixed as many shoppers make them: every page of
 * all products, the trending picker's sizes, every category's pages and each of its filter choices
 * (price ranges, brands, colours, sizes, and a colour within a price range), every brand's pages and
 * colours, and search terms taken from the product names. Listings have no sort order to vary.
 * Shuffled with a fixed seed, so every run sends the same order.
 */
export async function mixedListingPaths(db: Kysely<DB>): Promise<string[]> {
  const paths: string[] = [];
  const active = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  const allPages = Math.max(1, Math.ceil(Number(active.n) / DEFAULT_PER_PAGE));
  for (let page = 1; page <= allPages; page++) paths.push(`/shop/products/data?page=${page}`);
  for (const perPage of TRENDING_PAGE_SIZES)
    for (const page of [1, 2, 3]) paths.push(`/home/products?page=${page}&per_page=${perPage}`);

  for (const category of await shopCategories(db, 'en')) {
    const base = `/categories/products/${category.id}`;
    for (const page of pagesOf(category.product_count)) paths.push(`${base}?page=${page}`);
    const codes = await filterCodes(db, 'category', category.id);
    const choices = await listingChoices(db, { categoryId: category.id }, 'en');
    if (codes.includes('price'))
      for (const [min, max] of PRICE_RANGES)
        paths.push(`${base}?min_price=${min}&max_price=${max}`, `${base}?min_price=${min}&max_price=${max}&page=2`);
    if (codes.includes('brand')) for (const brand of choices.brands) paths.push(`${base}?brand_id=${brand.id}`);
    if (codes.includes('color')) {
      for (const color of choices.colors)
        paths.push(`${base}?color_id=${color.id}`, `${base}?color_id=${color.id}&min_price=0&max_price=5000`);
    }
    if (codes.includes('size')) for (const size of choices.sizes) paths.push(`${base}?size_id=${size.id}`);
  }

  for (const brand of await allBrands(db, 'en')) {
    const base = `/brand/products/${brand.id}`;
    const count = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brand_id', '=', brand.id)
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    for (const page of pagesOf(Number(count.n))) paths.push(`${base}?page=${page}`);
    for (const color of (await listingChoices(db, { brandId: brand.id }, 'en')).colors.slice(0, 4))
      paths.push(`${base}?color_id=${color.id}`);
  }

  for (const term of await searchTerms(db, 40))
    paths.push(
      `/search/products?term=${encodeURIComponent(term)}`,
      `/search/products?term=${encodeURIComponent(term)}&page=2`,
    );
  return shuffled(paths);
}

/** The commonest words of the product names (4 letters or more), as shoppers would type them. */
async function searchTerms(db: Kysely<DB>, count: number): Promise<string[]> {
  const names = await db.selectFrom('products').select('name').where('status', '=', 1).execute();
  const seen = new Map<string, number>();
  for (const { name } of names)
    for (const word of name.toLowerCase().match(/[a-z]{4,}/g) ?? []) seen.set(word, (seen.get(word) ?? 0) + 1);
  return [...seen]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([word]) => word);
}

/** Fisher-Yates with a small fixed-seed generator (mulberry32). */
function shuffled<T>(items: T[], seed = 20261123): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
