/**
 * The shop's own delivery rate table (the default courier driver): the big cities, their zones and
 * areas, and a price per delivery type for each zone's rate class.
 *
 * Ids: a city's id is its place below (Dhaka 1); a zone's is city id * 100 + its place in the city
 * (Dhaka's Gulshan 101); an area's is zone id * 100 + its place in the zone (Gulshan 1 is 10101).
 * Appending keeps every id; never reorder or remove a line (saved addresses hold these ids).
 */
export type RateClass = 'metro' | 'suburb' | 'outside';

/** Taka for the first kilo, then per extra kilo (or part of one), by rate class and delivery type. */
export const RATES: Record<RateClass, Record<'12' | '48', { first: number; perExtraKg: number }>> = {
  // Inside Dhaka city
  metro: { '12': { first: 100, perExtraKg: 15 }, '48': { first: 60, perExtraKg: 15 } },
  // Dhaka's outskirts and neighbouring towns
  suburb: { '12': { first: 130, perExtraKg: 20 }, '48': { first: 80, perExtraKg: 20 } },
  // Other cities
  outside: { '12': { first: 150, perExtraKg: 25 }, '48': { first: 110, perExtraKg: 25 } },
};

interface ZoneLine {
  name: string;
  rate: RateClass;
  areas: string[];
}
interface CityLine {
  name: string;
  zones: ZoneLine[];
}

const zone = (name: string, rate: RateClass, areas: string): ZoneLine => ({ name, rate, areas: areas.split(', ') });

export const RATE_TABLE: CityLine[] = [
  {
    name: 'Dhaka',
    zones: [
      zone('Gulshan', 'metro', 'Gulshan 1, Gulshan 2, Niketon, Baridhara'),
      zone('Banani', 'metro', 'Banani, Banani DOHS, Kakoli'),
      zone('Dhanmondi', 'metro', 'Dhanmondi 27, Dhanmondi 32, Jigatola, Kalabagan'),
      zone('Mirpur', 'metro', 'Mirpur 1, Mirpur 2, Mirpur 10, Mirpur 11, Pallabi'),
      zone('Mohammadpur', 'metro', 'Mohammadpur Bus Stand, Shyamoli, Adabor, Lalmatia'),
      zone('Uttara', 'metro', 'Uttara Sector 4, Uttara Sector 7, Uttara Sector 11, Abdullahpur'),
      zone('Motijheel', 'metro', 'Motijheel, Arambagh, Fakirapool, Dilkusha'),
      zone('Badda', 'metro', 'Merul Badda, Uttar Badda, Aftabnagar, Rampura'),
      zone('Tejgaon', 'metro', 'Tejgaon Industrial Area, Farmgate, Karwan Bazar'),
      zone('Old Dhaka', 'metro', 'Lalbagh, Chawkbazar, Sutrapur, Wari'),
      zone('Jatrabari', 'metro', 'Jatrabari, Shonir Akhra, Demra'),
      zone('Savar', 'suburb', 'Savar Bazar, Hemayetpur, Ashulia'),
      zone('Keraniganj', 'suburb', 'Jinjira, Kodomtoli, Hasnabad'),
    ],
  },
  {
    name: 'Chattogram',
    zones: [
      zone('Agrabad', 'outside', 'Agrabad C/A, Chowmuhani, Badamtali'),
      zone('Panchlaish', 'outside', 'Panchlaish, GEC Circle, Nasirabad'),
      zone('Kotwali', 'outside', 'Anderkilla, Jamal Khan, New Market'),
      zone('Halishahar', 'outside', 'Halishahar, Pahartali, Sagarika'),
      zone('Chandgaon', 'outside', 'Chandgaon R/A, Bahaddarhat, Kalurghat'),
    ],
  },
  {
    name: 'Sylhet',
    zones: [
      zone('Zindabazar', 'outside', 'Zindabazar, Chowhatta, Bondor Bazar'),
      zone('Amberkhana', 'outside', 'Amberkhana, Subidbazar, Mirabazar'),
      zone('Shahjalal Upashahar', 'outside', 'Upashahar, Shibganj, Tilagor'),
    ],
  },
  {
    name: 'Khulna',
    zones: [
      zone('Khulna Sadar', 'outside', 'Dak Bangla, Royal More, Shibbari'),
      zone('Sonadanga', 'outside', 'Sonadanga R/A, Gollamari, Nirala'),
      zone('Daulatpur', 'outside', 'Daulatpur, Khalishpur, Fulbari Gate'),
    ],
  },
  {
    name: 'Rajshahi',
    zones: [
      zone('Boalia', 'outside', 'Shaheb Bazar, Kumarpara, Ghoramara'),
      zone('Rajpara', 'outside', 'Laxmipur, Padma R/A, Bulonpur'),
      zone('Motihar', 'outside', 'Binodpur, Kazla, Talaimari'),
    ],
  },
  {
    name: 'Gazipur',
    zones: [
      zone('Tongi', 'suburb', 'Tongi Bazar, Cherag Ali, Station Road'),
      zone('Gazipur Sadar', 'suburb', 'Joydebpur, Chowrasta, Board Bazar'),
    ],
  },
  {
    name: 'Narayanganj',
    zones: [
      zone('Narayanganj Sadar', 'suburb', 'Chashara, Fatullah, Siddhirganj'),
      zone('Rupganj', 'suburb', 'Bhulta, Kanchan, Purbachal'),
    ],
  },
  {
    name: 'Barishal',
    zones: [zone('Barishal Sadar', 'outside', 'Sadar Road, Nathullabad, Rupatali')],
  },
  {
    name: 'Rangpur',
    zones: [zone('Rangpur Sadar', 'outside', 'Jahaj Company More, Dhap, Lalbagh')],
  },
  {
    name: 'Mymensingh',
    zones: [zone('Mymensingh Sadar', 'outside', 'Ganginarpar, Charpara, Maskanda')],
  },
  {
    name: 'Cumilla',
    zones: [zone('Cumilla Sadar', 'outside', 'Kandirpar, Tomsom Bridge, Rajganj')],
  },
];
