import type { Kysely } from 'kysely';
import type { Suggestions } from '../../shared/api/contract';
import { brandRows } from '../catalog/attributes';
import { cached } from '../catalog/cache';
import { shopCategoryRows } from '../catalog/categories';
import { nameIn } from '../catalog/names';
import { loadProducts, thumbnailPath } from '../catalog/productView';
import type { DB } from '../db/schema';
import type { Language } from '../../shared/i18n/languages';
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
 * (catalog/productMatches.ts).
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
  const products = await loadProducts(
    db,
    matches.map((m) => m.id),
    language,
    now,
  );
  return {
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      url_key: p.url_key,
      picture: p.path === null ? null : thumbnailPath(p.path),
      price: p.final_price ?? p.price,
    })),
    categories: bestMatches(term, categories, (c) => `${c.name} ${c.name_bn ?? ''}`, SUGGESTED.categories).map((c) => ({
      id: c.id,
      name: nameIn(language, c.name, c.name_bn),
      slug: c.slug,
    })),
    brands: bestMatches(term, brands, (b) => `${b.admin_name} ${b.name_bn ?? ''}`, SUGGESTED.brands).map((b) => ({
      id: b.id,
      name: nameIn(language, b.admin_name, b.name_bn),
      slug: b.slug ?? '',
    })),
  };
}

/**
 * The shop's categories (active, root left out) in menu order, by name only: the menu's list
 * (attributes.ts) also counts every category's products, a walk of all 100,000 product links,
 * which a suggestion never shows.
 */
const namedCategories = (db: Kysely<DB>) =>
  cached(db, 'category-names', () => shopCategoryRows(db).select(['id', 'slug', 'name', 'name_bn']).execute());
