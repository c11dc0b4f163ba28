/**
 * A coarse key of how a word sounds, the same for a Bangla word and the Banglish (Latin letters)
 * shoppers type it in: "dal" and "ডাল" are both "dl", "saban" and "সাবান" "sbn", "walton" and
 * "ওয়ালটন" "altn". Letters that Banglish writes alike fall together (ড দ d, ট ত t, চ ছ ch c,
 * স শ ষ s sh, ব ভ v bh b, the aspirates with their plain letters), vowels and vowel signs are left
 * out (Banglish spells them every way: chal, chaal, chaul) but for a word's first sound, which
 * stays as "a", and a letter doubled counts once. A key says nothing about meaning: it only lets a
 * word of one script find the words of the other that sound like it (productMatches.ts).
 *
 * Written here, not taken from a package: avro-phonetic turns Banglish into one Bangla spelling
 * ("dal" into দাল, not ডাল) and says nothing of Bangla typed in Latin letters' direction; see
 * docs/decisions.md.
 */

/** Stands for any vowel while a key is made; dropped but at a word's start. */
const VOWEL = '*';

/**
 * Bangla letters by their sound in Banglish; a letter not here (ঁ, ঃ, the hasant) is silent. ড়, ঢ়
 * and য় are written as the single code points the key is made of (\u09DC, \u09DD, \u09DF).
 */
const BANGLA: Record<string, string> = {};
const sounds: [string, string][] = [
  ['অআইঈউঊএঐওঔািীুূেৈোৌ\u09DF', VOWEL],
  ['কখ', 'k'],
  ['গঘ', 'g'],
  ['ঙং', 'ng'],
  ['চছ', 'c'],
  ['জঝয', 'j'],
  ['ঞণন', 'n'],
  ['টঠতথৎ', 't'],
  ['ডঢদধ', 'd'],
  ['প', 'p'],
  ['ফ', 'f'],
  ['বভ', 'b'],
  ['ম', 'm'],
  ['র\u09DC\u09DDঋৃ', 'r'],
  ['ল', 'l'],
  ['শষস', 's'],
  ['হ', 'h'],
  ['০১২৩৪৫৬৭৮৯', 'digit'],
];
for (const [letters, sound] of sounds)
  [...letters].forEach((letter, i) => (BANGLA[letter] = sound === 'digit' ? String(i) : sound));

/** ড়, ঢ় and য় as single code points: NFC writes each as its letter and the nukta (banglaSimilarity.ts). */
const NUKTA = /[\u09A1\u09A2\u09AF]\u09BC/g;
const ONE_LETTER: Record<string, string> = {
  '\u09A1\u09BC': '\u09DC',
  '\u09A2\u09BC': '\u09DD',
  '\u09AF\u09BC': '\u09DF',
};
const HASANT = '\u09CD';
const YA = '\u09AF';

/** Banglish letter groups by sound, the longest first: "chh" and "ch" are চ/ছ, "sh" is শ/ষ. */
const LATIN: [RegExp, string][] = [
  [/ck/g, 'k'],
  [/chh|ch|c/g, 'c'],
  [/kh|q/g, 'k'],
  [/gh/g, 'g'],
  [/jh|z/g, 'j'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/ph/g, 'f'],
  [/bh|v/g, 'b'],
  [/sh/g, 's'],
  [/rh/g, 'r'],
  [/x/g, 'ks'],
  [/[aeiouwy]/g, VOWEL],
];

function banglaSounds(word: string): string {
  const letters = [...word.normalize('NFC').replace(NUKTA, (m) => ONE_LETTER[m])];
  // য after a hasant is the য-phala, a vowel's shape in Banglish ("স্যার" is "sir"), not the letter j.
  return letters
    .map((letter, i) => (letter === YA && letters[i - 1] === HASANT ? VOWEL : (BANGLA[letter] ?? '')))
    .join('');
}

function latinSounds(word: string): string {
  let text = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [letters, sound] of LATIN) text = text.replace(letters, sound);
  return text;
}

/** Ends a key whose word ends in a vowel ("চুলা", "sari"), which a word ending in a consonant ("চাল") does not. */
export const VOWEL_END = '-';

/** How many words' keys are kept: more than the names' vocabularies hold, so each word's key is made once. */
const KEPT_KEYS = 20_000;
const keys = new Map<string, string>();

/**
 * The word's key: its sounds, a doubled one once, vowels left out but for a first "a" and a last
 * one (VOWEL_END): "চাল" is "cl", "চুলা" "cl-", which tells the two apart where it can. Scoring a
 * list of names keys the same few thousand words over and over: each key is kept (KEPT_KEYS, then
 * all forgotten at once).
 */
export function phoneticKey(word: string): string {
  let key = keys.get(word);
  if (key === undefined) {
    if (keys.size >= KEPT_KEYS) keys.clear();
    key = keyOf(word);
    keys.set(word, key);
  }
  return key;
}

function keyOf(word: string): string {
  const sounds = /[\u0980-\u09FF]/u.test(word) ? banglaSounds(word) : latinSounds(word);
  const single = sounds.replace(/(.)\1+/g, '$1');
  const core = single.split(VOWEL).join('');
  return (single.startsWith(VOWEL) ? 'a' : '') + core + (single.length > 1 && single.endsWith(VOWEL) ? VOWEL_END : '');
}
