import { listDistricts, thanasOfDistrict } from './districts';
import { districtNameIn, thanaNameIn } from './placeNames';

// Bangla letters and signs, with the joiners some conjuncts need, and spaces between words.
const IN_BANGLA = /^[\u0980-\u09FF\u200C\u200D]+( [\u0980-\u09FF\u200C\u200D]+)*$/;
/** The names are kept in NFC (ড় and য় as a letter and its dot), however this file writes them. */
const nfc = (name: string) => name.normalize('NFC');

describe('districts and thanas in Bangla', () => {
  it('names every district and every thana the address form offers in Bangla', () => {
    const unnamed = listDistricts('bn').flatMap((district) => [
      ...(IN_BANGLA.test(district.district_label) ? [] : [district.district_name]),
      ...thanasOfDistrict(district.id, 'bn')!
        .filter((thana) => !IN_BANGLA.test(thana.thana_label))
        .map((thana) => `${district.district_name} / ${thana.thana_name}`),
    ]);
    expect(unnamed).toEqual([]);
  });

  it('names thanas the data source spells otherwise, and the metropolitan thanas it lacks', () => {
    expect(thanaNameIn('bn', 'Bogra', 'Bogra Sadar')).toBe(nfc('বগুড়া সদর'));
    expect(thanaNameIn('bn', 'Netrokona', 'Kendua')).toBe(nfc('কেন্দুয়া'));
    expect(thanaNameIn('bn', 'Chattogram', 'Panchlaish')).toBe('পাঁচলাইশ');
    expect(thanaNameIn('bn', 'Rajshahi', 'Boalia')).toBe(nfc('বোয়ালিয়া'));
  });

  it('keeps the English names for an English shopper, and a name it does not know as stored', () => {
    expect(listDistricts('en').every((d) => d.district_label === d.district_name)).toBe(true);
    expect(thanasOfDistrict(14, 'en')!.every((t) => t.thana_label === t.thana_name)).toBe(true);
    expect(districtNameIn('bn', 'Atlantis')).toBe('Atlantis');
    expect(thanaNameIn('bn', 'Dhaka', 'Atlantis')).toBe('Atlantis');
  });
});
