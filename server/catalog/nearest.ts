import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isBangla } from './banglaSimilarity';
import { searchable, TRIGRAM_LETTERS } from './names';
import { banglaNameWords, nameWords } from './nameWords';
import { similarIn } from './productMatches';
import { bestMatches, nearestWords, wordsOf } from './similarity';

/**
 * What a search that matches nothing offers instead, so that no search ends at an empty page:
 * 1. the products whose names hold the words nearest to the typed ones, however far, in the typed
 *    words' script (English and Bangla names alike), closest first;
 * 2. when no word of the names is like them at all (gibberish), the shop's newest featured
 *    products: what it shows a shopper it knows nothing about.
 */
export async function nearestProducts(db: Kysely<DB>, typed: string, limit: number): Promise<number[]> {
  const term = searchable(typed);
  const words = wordsOf(term).filter((word) => [...word].length >= TRIGRAM_LETTERS);
  const [english, bengali] = await Promise.all([nameWords(db), banglaNameWords(db)]);
  const found = [
    ...(await similarIn(
      db,
      'name',
      words.filter((word) => !isBangla(word)).map((word) => nearestWords(word, english)),
    )),
    ...(await similarIn(
      db,
      'name_bn',
      words.filter(isBangla).map((word) => nearestWords(word, bengali)),
    )),
  ];
  const near = bestMatches(term, found, (p) => `${p.name} ${p.name_bn ?? ''}`, limit, Number.MIN_VALUE);
  if (near.length > 0) return near.map((p) => p.id);
  const featured = await db
    .selectFrom('products')
    .select('id')
    .where('status', '=', 1)
    .where('featured', '=', 1)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return featured.map((p) => p.id);
}

/** A category as the nearest ones are chosen from: both its names. */
interface NamedCategory {
  name: string;
  name_bn: string | null;
}

/**
 * The categories nearest to a term that matches none, closest first; the first of the menu when
 * none is like it at all.
 */
export function nearestCategories<T extends NamedCategory>(term: string, categories: T[], limit: number): T[] {
  const near = bestMatches(term, categories, (c) => `${c.name} ${c.name_bn ?? ''}`, limit, Number.MIN_VALUE);
  return near.length > 0 ? near : categories.slice(0, limit);
}
