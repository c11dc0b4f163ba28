/**
 * How closely a typed Bangla word matches a word of the names. The trigrams English words are
 * scored by (similarity.ts) are unfair to short Bangla words: "চাল" is three code points, so the
 * one vowel more of "চাউল" leaves two of their trigrams in common and scores 0.29, under the cut.
 * Bangla words are compared letter by letter instead: the fewest edits (a letter added, dropped or
 * changed, or two neighbours swapped: Damerau-Levenshtein as optimal string alignment) that turn
 * one into the other, forgiven up to a number that grows with the typed word's length.
 *
 * Written here rather than taken from a package: fastest-levenshtein counts a swap as two edits,
 * and none of the edit-distance packages gives the distance to the closest start of a word, which
 * the search box needs for a word still being typed (one pass of the same table gives both).
 */

import { VOWEL_END } from './phonetic';

/** Any letter, sign or digit of the Bengali block makes a word Bangla. */
const BENGALI = /[\u0980-\u09FF]/u;

export const isBangla = (word: string): boolean => BENGALI.test(word);

/**
 * ড়, ঢ় and য় are letters of their own that NFC still writes as two code points (a letter and the
 * nukta dot: Unicode keeps them out of composition), so a missing য় would count as two edits.
 * Here each is one. The zero-width joiner and non-joiner only choose how letters are drawn: dropped.
 */
const ONE_LETTER: Record<string, string> = {
  '\u09A1\u09BC': '\u09DC',
  '\u09A2\u09BC': '\u09DD',
  '\u09AF\u09BC': '\u09DF',
};
const FOLDED = /[\u09A1\u09A2\u09AF]\u09BC|[\u200C\u200D]/g;

/**
 * The letters a word is compared by: code points after NFC, not grapheme clusters. A vowel sign or
 * hasant is a code point of its own, so one left out, changed or put on the neighbouring letter is
 * one edit; a grapheme cluster would join the sign to its consonant and make a swap two. Bengali
 * lies in the Basic Multilingual Plane, where a string's UTF-16 units are its code points.
 */
const lettersOf = (word: string): string => word.normalize('NFC').replace(FOLDED, (m) => ONE_LETTER[m] ?? '');

/**
 * Edits forgiven by the typed word's length in letters: none up to two (a changed letter would
 * make another word), one up to five, two from six (the rule Lucene's fuzzy queries use).
 */
const allowedEdits = (length: number): number => (length <= 2 ? 0 : length <= 5 ? 1 : 2);

/**
 * The edits from `typed` to the whole of `word`, and to the closest start of it; null as soon as
 * both must exceed `allowed` (a row of the table all over it), which most words of the names reach
 * within a letter or two: what keeps scoring a few thousand of them cheap.
 */
function editsTo(typed: string, word: string, allowed: number): { whole: number; start: number } | null {
  let beforeLast = new Int32Array(word.length + 1);
  let last = Int32Array.from({ length: word.length + 1 }, (_, j) => j);
  let row = new Int32Array(word.length + 1);
  for (let i = 1; i <= typed.length; i += 1) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= word.length; j += 1) {
      let edits = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + (typed[i - 1] === word[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1])
        edits = Math.min(edits, beforeLast[j - 2] + 1);
      row[j] = edits;
      if (edits < least) least = edits;
    }
    if (least > allowed) return null;
    [beforeLast, last, row] = [last, row, beforeLast];
  }
  return { whole: last[word.length], start: Math.min(...last) };
}

/**
 * A scorer of words against one typed Bangla word, 0 to 1: 1 less the share of letters edited,
 * against the whole word or, for a word still being typed, its closest start; 0 past the edits
 * forgiven. "ওালটন" and "ওয়ালটণ" score 0.83 against "ওয়ালটন", "চাল" 0.75 against "চাউল".
 */
export function banglaScorer(typed: string): (word: string) => number {
  const letters = lettersOf(typed);
  const scoreOf = editScorer(letters, allowedEdits(letters.length));
  return (word) => scoreOf(lettersOf(word));
}

/**
 * The same scorer for phonetic keys (phonetic.ts), which hold no vowel: a key of four letters is
 * most of a word already, so none is forgiven an edit; one from five, two from eight. A word ending
 * in a vowel where the typed one does not (or the other way) scores a fifth less: "chal" finds চাল
 * before চুলা.
 */
export function keyScorer(typedKey: string): (key: string) => number {
  const typed = withoutEnd(typedKey);
  const scoreOf = editScorer(typed.core, typed.core.length < 5 ? 0 : typed.core.length < 8 ? 1 : 2);
  return (key) => {
    const other = withoutEnd(key);
    return scoreOf(other.core) * (other.vowelEnd === typed.vowelEnd ? 1 : 0.8);
  };
}

const withoutEnd = (key: string) =>
  key.endsWith(VOWEL_END) ? { core: key.slice(0, -1), vowelEnd: true } : { core: key, vowelEnd: false };

function editScorer(letters: string, allowed: number): (other: string) => number {
  return (other) => {
    if (letters.length === 0 || other.length < letters.length - allowed) return 0;
    // A start longer than the typed word by more than the edits is too far; one letter past them tells the word
    // from its start.
    const edits = editsTo(letters, other.slice(0, letters.length + allowed + 1), allowed);
    if (edits === null) return 0;
    const { whole, start } = edits;
    const wholeScore = whole <= allowed ? 1 - whole / Math.max(letters.length, other.length) : 0;
    const startScore = start <= allowed ? 1 - start / letters.length : 0;
    return Math.max(wholeScore, startScore);
  };
}
