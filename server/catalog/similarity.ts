import { banglaScorer, isBangla, keyScorer } from './banglaSimilarity';
import { phoneticKey } from './phonetic';

/**
 * How closely a shopper's words match a name, forgiving case and typos, scored the same whatever
 * the database: both words become sets of trigrams (three-letter pieces of the word padded as
 * "  word ", the way pg_trgm cuts them) and a pair of words scores the share of trigrams they have
 * in common (Jaccard). A word still being typed scores against the start of a longer word too, so
 * "sams" already finds "Samsung". A Bangla word is scored by the edits between letters instead
 * (banglaSimilarity.ts). A word of the other script scores by how alike the two sound (phonetic.ts), so
 * "saban" matches "সাবান". A term scores the mean, over its words, of each one's best match.
 */

/** Matches scoring below this are not offered: "waltn"/"walton" scores 0.5, "waltn"/"wallet" 0.3. */
export const MIN_SCORE = 0.4;

/**
 * Lower-case words of letters, their marks and digits (any script: a Bangla word's vowel signs
 * and hasant are marks), everything else a separator. The zero-width joiner and non-joiner are
 * dropped first: they only choose how Bangla letters are drawn, and would cut the word in two.
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/[\u200C\u200D]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const t of a) if (b.has(t)) common += 1;
  return common / (a.size + b.size - common);
}

/** A scorer of words of the typed word's own script: 0 (nothing alike) to 1. */
function sameScriptScorer(typed: string): (word: string) => number {
  if (isBangla(typed)) return banglaScorer(typed);
  const trigrams = trigramsOf(typed);
  return (word) => {
    const whole = jaccard(trigrams, trigramsOf(word));
    if (word.length <= typed.length) return whole;
    return Math.max(whole, jaccard(trigrams, trigramsOf(word.slice(0, typed.length))));
  };
}

/** The shortest typed word matched by sound against the other script's words. */
export const SOUNDED_LETTERS = 3;

/**
 * A scorer of words against one typed word, chosen once by its script: a word of the other script
 * scores by sound. A typed word under three letters sounds like too many words to tell them apart.
 */
function scorerFor(typed: string): (word: string) => number {
  const same = sameScriptScorer(typed);
  const bangla = isBangla(typed);
  const sound = [...typed].length >= SOUNDED_LETTERS ? keyScorer(phoneticKey(typed)) : () => 0;
  return (word) => (isBangla(word) === bangla ? same(word) : sound(phoneticKey(word)));
}

/** 0 (nothing alike) to 1 (every typed word found in `name`). */
export function score(term: string, name: string): number {
  const typed = wordsOf(term);
  const words = wordsOf(name);
  if (typed.length === 0 || words.length === 0) return 0;
  let total = 0;
  for (const t of typed) total += Math.max(...words.map(scorerFor(t)));
  return total / typed.length;
}

/** How many close words of the names a typed word is looked up by. */
const CLOSE_WORDS = 3;

/** The words (of product names) closest to one typed word, best first, at most CLOSE_WORDS, none under MIN_SCORE. */
export function closestWords(typed: string, vocabulary: string[]): string[] {
  return closestBy(sameScriptScorer(typed), vocabulary);
}

/**
 * The words of the other script's names (a Bangla word's for a Banglish one, and back) that sound
 * closest to one typed word, as closestWords; none for a word under SOUNDED_LETTERS.
 */
export function soundingWords(typed: string, vocabulary: string[]): string[] {
  if ([...typed].length < SOUNDED_LETTERS) return [];
  const scoreOf = keyScorer(phoneticKey(typed));
  return closestBy((word) => scoreOf(phoneticKey(word)), vocabulary);
}

/**
 * The words of the typed word's script closest to it however far (any likeness above none), as
 * closestWords: what a term that matches nothing is offered instead.
 */
export function nearestWords(typed: string, vocabulary: string[]): string[] {
  return closestBy(sameScriptScorer(typed), vocabulary, Number.MIN_VALUE);
}

function closestBy(scoreOf: (word: string) => number, vocabulary: string[], cut = MIN_SCORE): string[] {
  return vocabulary
    .map((word) => ({ word, score: scoreOf(word) }))
    .filter((x) => x.score >= cut)
    .sort((a, b) => b.score - a.score || a.word.length - b.word.length)
    .slice(0, CLOSE_WORDS)
    .map((x) => x.word);
}

/** The items whose name scores at least `cut`, best first (ties keep their order), at most `limit`. */
export function bestMatches<T>(
  term: string,
  items: T[],
  nameOf: (item: T) => string,
  limit: number,
  cut = MIN_SCORE,
): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(term, nameOf(item)) }))
    .filter((x) => x.score >= cut)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.item);
}
