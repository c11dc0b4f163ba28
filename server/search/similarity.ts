/**
 * How closely a shopper's words match a name, forgiving case and typos, scored the same whatever
 * the database: both words become sets of trigrams (three-letter pieces of the word padded as
 * "  word ", the way pg_trgm cuts them) and a pair of words scores the share of trigrams they have
 * in common (Jaccard). A word still being typed scores against the start of a longer word too, so
 * "sams" already finds "Samsung". A term scores the mean, over its words, of each one's best match.
 */

/** Matches scoring below this are not offered: "waltn"/"walton" scores 0.5, "waltn"/"wallet" 0.3. */
export const MIN_SCORE = 0.4;

/**
 * Lower-case words of letters, their marks and digits (any script: a Bangla word's vowel signs
 * and hasant are marks), everything else a separator.
 */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
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

function wordScore(typed: string, word: string): number {
  const whole = jaccard(trigramsOf(typed), trigramsOf(word));
  if (word.length <= typed.length) return whole;
  return Math.max(whole, jaccard(trigramsOf(typed), trigramsOf(word.slice(0, typed.length))));
}

/** 0 (nothing alike) to 1 (every typed word found in `name`). */
export function score(term: string, name: string): number {
  const typed = wordsOf(term);
  const words = wordsOf(name);
  if (typed.length === 0 || words.length === 0) return 0;
  let total = 0;
  for (const t of typed) total += Math.max(...words.map((w) => wordScore(t, w)));
  return total / typed.length;
}

/** The inner trigrams of each typed word of three letters or more (what an FTS5 trigram index holds). */
export function innerTrigrams(term: string): string[] {
  const set = new Set<string>();
  for (const word of wordsOf(term)) for (let i = 0; i + 3 <= word.length; i += 1) set.add(word.slice(i, i + 3));
  return [...set];
}

/** The items whose name scores at least MIN_SCORE, best first (ties keep their order), at most `limit`. */
export function bestMatches<T>(term: string, items: T[], nameOf: (item: T) => string, limit: number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(term, nameOf(item)) }))
    .filter((x) => x.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.item);
}
