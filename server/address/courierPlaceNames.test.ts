import { thanaNameIn } from './placeNames';
import { localCourier } from '../courier/local';
import { courierPlaceNameIn, labelAreas, labelCities } from './courierPlaceNames';

// Bangla letters, signs and digits, with the joiners some conjuncts need, and spaces between words.
const IN_BANGLA = /^[\u0980-\u09FF\u200C\u200D]+( [\u0980-\u09FF\u200C\u200D]+)*$/;
/** The names are kept in NFC (ড় and য় as a letter and its dot), however this file writes them. */
const nfc = (name: string) => name.normalize('NFC');

describe('the courier places in Bangla', () => {
  it('names every city, zone and area of the local rate table in Bangla', async () => {
    const courier = localCourier();
    const unnamed: string[] = [];
    const check = (name: string) => IN_BANGLA.test(courierPlaceNameIn('bn', name)) || unnamed.push(name);
    for (const city of await courier.cities()) {
      check(city.city_name);
      for (const zone of await courier.zones(city.city_id)) {
        check(zone.zone_name);
        (await courier.areas(zone.zone_id)).forEach((area) => check(area.area_name));
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('names a zone that is a thana as the thana list does, and writes the rest', () => {
    for (const [district, place] of [
      ['Dhaka', 'Gulshan'],
      ['Dhaka', 'Dhanmondi'],
      ['Dhaka', 'Mirpur'],
      ['Chattogram', 'Panchlaish'],
      ['Khulna', 'Sonadanga'],
    ]) {
      expect(courierPlaceNameIn('bn', place)).toBe(thanaNameIn('bn', district, place));
    }
    expect(courierPlaceNameIn('bn', 'Gulshan')).toBe('গুলশান');
    expect(courierPlaceNameIn('bn', 'Dhaka')).toBe('ঢাকা');
    expect(courierPlaceNameIn('bn', 'Mirpur 10')).toBe('মিরপুর ১০');
    expect(courierPlaceNameIn('bn', 'Mohammadpur')).toBe('মোহাম্মদপুর');
    expect(courierPlaceNameIn('bn', 'Shonir Akhra')).toBe(nfc('শনির আখড়া'));
  });

  it(
    "names Pathao's places by the same table whatever their case and spacing, and one it does not know as " + 'given',
    () => {
      expect(courierPlaceNameIn('bn', 'Chittagong')).toBe('চট্টগ্রাম');
      expect(courierPlaceNameIn('bn', ' uttara  sector 4')).toBe('উত্তরা সেক্টর ৪');
      // A thana of any district, for Pathao's zones outside the local table.
      expect(courierPlaceNameIn('bn', 'Madhupur')).toBe('মধুপুর');
      expect(courierPlaceNameIn('bn', 'Road 11')).toBe('Road 11');
    },
  );

  it("keeps the English names for an English shopper, and the courier's names beside the labels", () => {
    expect(courierPlaceNameIn('en', 'Gulshan')).toBe('Gulshan');
    expect(labelCities([{ city_id: 1, city_name: 'Dhaka' }], 'en')).toEqual([
      { city_id: 1, city_name: 'Dhaka', city_label: 'Dhaka' },
    ]);
    expect(labelAreas([{ area_id: 10102, area_name: 'Gulshan 2' }], 'bn')).toEqual([
      { area_id: 10102, area_name: 'Gulshan 2', area_label: 'গুলশান ২' },
    ]);
  });
});
