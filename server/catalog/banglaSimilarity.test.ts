import { score } from './similarity';

/** Bangla as the shop stores it (NFC); the search box offers what scores 0.4 and up. */
const bn = (text: string) => text.normalize('NFC');

describe('how alike a typed Bangla word and a name are', () => {
  it('forgives one letter in a short word: চাল finds চাউল and back, where trigrams scored 0.29', () => {
    expect(score('চাল', bn('মিনিকেট চাউল'))).toBeCloseTo(0.75);
    expect(score('চাউল', bn('চিনিগুঁড়া চাল'))).toBeCloseTo(0.75);
  });

  it('counts য় as one letter in either Unicode spelling, and ignores the joiners', () => {
    expect(score('\u0993\u09DF\u09BE\u09B2\u099F\u09A8', bn('ওয়ালটন'))).toBe(1);
    expect(score('ওালটন', bn('ওয়ালটন'))).toBeCloseTo(5 / 6);
    expect(score('র\u200D্যাব', 'র্যাব')).toBe(1);
  });

  it('scores a word being typed by the start of the name', () => {
    expect(score('ওয়াল', bn('ওয়ালটন'))).toBe(1);
  });

  it('forgives nothing in a two-letter word, and nothing of another word', () => {
    expect(score('কল', 'বল')).toBe(0);
    expect(score('ঝঞ্ঝাফুস', bn('ওয়ালটন জ্যানন X20'))).toBe(0);
    expect(score('kettle', bn('ওয়ালটন'))).toBe(0);
  });

  it('scores a word of the other script by how it sounds: Banglish "saban" is সাবান, "chal" চাল', () => {
    expect(score('walton', bn('ওয়ালটন'))).toBe(1);
    expect(score('saban', bn('সাবান'))).toBe(1);
    expect(score('chal', bn('চাল'))).toBeGreaterThan(score('chal', bn('চুলা')));
  });
});
