import { phoneticKey } from './phonetic';

/** Bangla as the shop stores it: NFC, where ড় and য় are a letter and its dot. */
const bn = (text: string) => text.normalize('NFC');

describe('how a word sounds, whichever script it is typed in', () => {
  it('gives a Bangla word and its Banglish spellings one key', () => {
    const same: [string, string[]][] = [
      ['ডাল', ['dal', 'daal']],
      ['চাল', ['chal', 'chaal', 'chaul']],
      ['সাবান', ['saban', 'shaban', 'sabun']],
      ['শাড়ি', ['sari', 'shari', 'saree']],
      ['ওয়ালটন', ['walton']],
      ['স্যামসাং', ['samsung']],
      ['টাঙ্গাইল', ['tangail']],
      ['ঘড়ি', ['ghori', 'ghari']],
      ['ভিশন', ['vision', 'bhishon']],
    ];
    for (const [bangla, banglish] of same)
      for (const word of banglish) expect([word, phoneticKey(word)]).toEqual([word, phoneticKey(bn(bangla))]);
  });

  it('tells apart words whose letters sound differently, and a word ending in a vowel from one that does not', () => {
    expect(phoneticKey('dal')).not.toBe(phoneticKey('tal'));
    expect(phoneticKey(bn('চাল'))).not.toBe(phoneticKey(bn('চুলা')));
    expect(phoneticKey(bn('ডাল'))).not.toBe(phoneticKey(bn('ডালা')));
  });
});
