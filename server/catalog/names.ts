import type { Brand, Category } from '../../shared/api/contract';
import type { Language } from '../../shared/i18n/languages';

/**
 * Categories, brands and products have an English name and may have a Bangla one (name_bn): a
 * Bangla shopper reads the Bangla name where there is one, the English name otherwise; an English
 * shopper always reads the English one. The queries read both; the shopper's language picks here.
 */
export type BanglaNamed<T> = T & { name_bn: string | null };

/** The name a shopper of this language reads. */
export function nameIn(language: Language, english: string, bangla: string | null | undefined): string {
  return language === 'bn' && bangla ? bangla : english;
}

/**
 * A variant's name in the shopper's language: variants are named after their product ("Walton
 * Primo R10 4GB/64GB - Black"), so the product's Bangla name takes the place of the English one
 * it starts with; the rest (colour, size) stays as written.
 */
export function variantNameIn(
  language: Language,
  variant: string,
  product: string,
  productBangla: string | null | undefined,
): string {
  const bangla = nameIn(language, product, productBangla);
  if (bangla === product || !variant.toLowerCase().startsWith(product.toLowerCase())) return variant;
  return bangla + variant.slice(product.length);
}

export function categoryIn(language: Language, { name_bn, ...category }: BanglaNamed<Category>): Category {
  const name = nameIn(language, category.name, name_bn);
  return { ...category, name, category_name: name };
}

/** A brand's name is its admin_name (the calls' field, also in Bangla). */
export function brandIn(language: Language, { name_bn, ...brand }: BanglaNamed<Brand>): Brand {
  return { ...brand, admin_name: nameIn(language, brand.admin_name, name_bn) };
}

/**
 * Bangla letters such as য় have two Unicode spellings: names are stored, and searched for, in
 * the composed normal form (NFC), so a term typed either way finds them.
 */
export const searchable = (text: string): string => text.normalize('NFC');

/**
 * The shortest piece of text the names' trigram indexes can look up (SQLite's FTS5 trigram index, PostgreSQL's
 * pg_trgm).
 */
export const TRIGRAM_LETTERS = 3;

/** Text as one FTS5 phrase, matched as it is: in double quotes, a quote inside written twice. */
export const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/**
 * Whether text holds no letter that has a case (Bangla, digits, signs): PostgreSQL's ILIKE lowers
 * each name it tests, and for such a needle LIKE answers the same without.
 */
export const caseless = (text: string): boolean => text.toLowerCase() === text.toUpperCase();
