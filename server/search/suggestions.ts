import type { Kysely } from 'kysely';
import type { Suggestions } from '../../shared/api/contract';
import { brandRows } from '../catalog/attributes';
import { cached } from '../catalog/cache';
import { shopCategoryRows } from '../catalog/categories';
import { nameIn } from '../catalog/names';
import { loadProducts, thumbnailPath } from '../catalog/productView';
import type { DB } from '../db/schema';
import type { Language } from '../../shared/i18n/languages';
import { nearestCategories, nearestProducts } from '../catalog/nearest';
import { matchingProducts } from '../catalog/productMatches';
import { bestMatches } from '../catalog/similarity';

/** A term is looked up from its second letter on, and no longer than a search box sends. */
export const SUGGESTION_TERM = { min: 2, max: 100 } as const;
export const SUGGESTED = { products: 6, categories: 3, brands: 3 } as const;

/**
 * What the search box offers while the shopper types: products (with the price they would pay,
 * by the shop's price rules), categories and brands whose English or Bangla name matches the
 * term, typos and case forgiven, each named in the shopper's language. Categories and brands are
 * few and remembered a few seconds, so they are scored whole; products go through the name index
 * (catalog/productMatches.ts). When nothing matches, the nearest products and categories are
 * offered instead, marked `closest` (catalog/nearest.ts): no search ends with an empty list.
 */
export async function suggestionsFor(
  db: Kysely<DB>,
  rawTerm: string,
  language: Language,
  now?: Date,
): Promise<Suggestions> {
  const term = rawTerm.trim().replace(/\s+/g, ' ');
  if ([...term].length < SUGGESTION_TERM.min) return { products: [], categories: [], brands: [] };
  const [matches, categories, brands] = await Promise.all([
    matchingProducts(db, term, SUGGESTED.products),
    namedCategories(db),
    brandRows(db),
  ]);
  const matchedCategories = bestMatches(term, categories, bothNames, SUGGESTED.categories);
  const matchedBrands = bestMatches(term, brands, (b) => `${b.admin_name} ${b.name_bn ?? ''}`, SUGGESTED.brands);
  const none = matches.length + matchedCategories.length + matchedBrands.length === 0;
  const ids = none ? await nearestProducts(db, term, SUGGESTED.products) : matches.map((m) => m.id);
  const products = await loadProducts(db, ids, language, now);
  return {
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      url_key: p.url_key,
      picture: p.path === null ? null : thumbnailPath(p.path),
      price: p.final_price ?? p.price,
    })),
    categories: (none ? nearestCategories(term, categories, SUGGESTED.categories) : matchedCategories).map((c) => ({
      id: c.id,
      name: nameIn(language, c.name, c.name_bn),
      slug: c.slug,
    })),
    brands: matchedBrands.map((b) => ({
      id: b.id,
      name: nameIn(language, b.admin_name, b.name_bn),
      slug: b.slug ?? '',
    })),
    ...(none && { closest: true as const }),
  };
}

const bothNames = (c: { name: string; name_bn: string | null }) => `${c.name} ${c.name_bn ?? ''}`;

/**
 * The shop's categories (active, root left out) in menu order, by name only: the menu's list
 * (attributes.ts) also counts every category's products, a walk of all 100,000 product links,
 * which a suggestion never shows.
 */
const namedCategories = (db: Kysely<DB>) =>
  cached(db, 'category-names', () => shopCategoryRows(db).select(['id', 'slug', 'name', 'name_bn']).execute());

/** The categories nearest to a term that found nothing, named in the shopper's language: the search page's offer. */
export async function closestCategories(db: Kysely<DB>, term: string, language: Language) {
  return nearestCategories(term, await namedCategories(db), SUGGESTED.categories).map((c) => ({
    name: nameIn(language, c.name, c.name_bn),
    slug: c.slug,
  }));
}
