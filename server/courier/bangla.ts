/**
 * Bangla names of the courier's places, keyed by the English name the courier uses. Only names the
 * address lists do not already know are written here: a city named like a district (Dhaka) and a
 * zone or area named like a thana (Gulshan, Pallabi) take the Bangla name of
 * server/address/bangla/names.json, so both lists spell a place the same way (placeNames.ts).
 * Numbers are written in Bangla digits, as on the signs (মিরপুর ১০).
 */
export const WRITTEN: Record<string, string> = {
  // Cities the courier spells otherwise than the district list (Pathao's own spellings among them).
  Barishal: 'বরিশাল', Bogura: 'বগুড়া', Chittagong: 'চট্টগ্রাম', Cumilla: 'কুমিল্লা', Jashore: 'যশোর',

  // Dhaka
  'Gulshan 1': 'গুলশান ১', 'Gulshan 2': 'গুলশান ২', Niketon: 'নিকেতন', Baridhara: 'বারিধারা',
  Banani: 'বনানী', 'Banani DOHS': 'বনানী ডিওএইচএস', Kakoli: 'কাকলী',
  'Dhanmondi 27': 'ধানমন্ডি ২৭', 'Dhanmondi 32': 'ধানমন্ডি ৩২', Jigatola: 'জিগাতলা', Kalabagan: 'কলাবাগান',
  'Mirpur 1': 'মিরপুর ১', 'Mirpur 2': 'মিরপুর ২', 'Mirpur 10': 'মিরপুর ১০', 'Mirpur 11': 'মিরপুর ১১',
  // Magura's Mohammadpur is spelt otherwise in the thana list; Dhaka's is meant.
  Mohammadpur: 'মোহাম্মদপুর', 'Mohammadpur Bus Stand': 'মোহাম্মদপুর বাসস্ট্যান্ড', Shyamoli: 'শ্যামলী', Adabor: 'আদাবর', Lalmatia: 'লালমাটিয়া',
  'Uttara Sector 4': 'উত্তরা সেক্টর ৪', 'Uttara Sector 7': 'উত্তরা সেক্টর ৭', 'Uttara Sector 11': 'উত্তরা সেক্টর ১১', Abdullahpur: 'আব্দুল্লাহপুর',
  Arambagh: 'আরামবাগ', Fakirapool: 'ফকিরাপুল', Dilkusha: 'দিলকুশা',
  Badda: 'বাড্ডা', 'Merul Badda': 'মেরুল বাড্ডা', 'Uttar Badda': 'উত্তর বাড্ডা', Aftabnagar: 'আফতাবনগর', Rampura: 'রামপুরা',
  'Tejgaon Industrial Area': 'তেজগাঁও শিল্প এলাকা', Farmgate: 'ফার্মগেট', 'Karwan Bazar': 'কারওয়ান বাজার',
  'Old Dhaka': 'পুরান ঢাকা', Chawkbazar: 'চকবাজার', Wari: 'ওয়ারী',
  Jatrabari: 'যাত্রাবাড়ী', 'Shonir Akhra': 'শনির আখড়া',
  'Savar Bazar': 'সাভার বাজার', Hemayetpur: 'হেমায়েতপুর', Ashulia: 'আশুলিয়া',
  Jinjira: 'জিনজিরা', Kodomtoli: 'কদমতলী', Hasnabad: 'হাসনাবাদ',

  // Chattogram (C/A a commercial area, R/A a residential one)
  Agrabad: 'আগ্রাবাদ', 'Agrabad C/A': 'আগ্রাবাদ বাণিজ্যিক এলাকা', Chowmuhani: 'চৌমুহনী', Badamtali: 'বাদামতলী',
  'GEC Circle': 'জিইসি মোড়', Nasirabad: 'নাসিরাবাদ',
  Anderkilla: 'আন্দরকিল্লা', 'Jamal Khan': 'জামালখান', 'New Market': 'নিউ মার্কেট',
  Halishahar: 'হালিশহর', Sagarika: 'সাগরিকা',
  'Chandgaon R/A': 'চান্দগাঁও আবাসিক এলাকা', Bahaddarhat: 'বহদ্দারহাট', Kalurghat: 'কালুরঘাট',

  // Sylhet
  Zindabazar: 'জিন্দাবাজার', Chowhatta: 'চৌহাট্টা', 'Bondor Bazar': 'বন্দরবাজার',
  Amberkhana: 'আম্বরখানা', Subidbazar: 'সুবিদবাজার', Mirabazar: 'মীরাবাজার',
  'Shahjalal Upashahar': 'শাহজালাল উপশহর', Upashahar: 'উপশহর', Tilagor: 'টিলাগড়',

  // Khulna
  'Dak Bangla': 'ডাকবাংলা', 'Royal More': 'রয়েল মোড়', Shibbari: 'শিববাড়ী',
  'Sonadanga R/A': 'সোনাডাঙ্গা আবাসিক এলাকা', Gollamari: 'গল্লামারী', Nirala: 'নিরালা',
  Khalishpur: 'খালিশপুর', 'Fulbari Gate': 'ফুলবাড়ী গেট',

  // Rajshahi
  'Shaheb Bazar': 'সাহেব বাজার', Kumarpara: 'কুমারপাড়া', Ghoramara: 'ঘোড়ামারা',
  Laxmipur: 'লক্ষ্মীপুর', 'Padma R/A': 'পদ্মা আবাসিক এলাকা', Bulonpur: 'বুলনপুর',
  Motihar: 'মতিহার', Binodpur: 'বিনোদপুর', Kazla: 'কাজলা', Talaimari: 'তালাইমারী',

  // Gazipur (Tongi as the thana list spells it)
  'Tongi Bazar': 'টঙ্গি বাজার', 'Cherag Ali': 'চেরাগ আলী', 'Station Road': 'স্টেশন রোড',
  'Gazipur Sadar': 'গাজীপুর সদর', Joydebpur: 'জয়দেবপুর', Chowrasta: 'চৌরাস্তা', 'Board Bazar': 'বোর্ড বাজার',

  // Narayanganj
  'Narayanganj Sadar': 'নারায়ণগঞ্জ সদর', Chashara: 'চাষাড়া', Fatullah: 'ফতুল্লা', Siddhirganj: 'সিদ্ধিরগঞ্জ',
  Bhulta: 'ভুলতা', Kanchan: 'কাঞ্চন', Purbachal: 'পূর্বাচল',

  // Barishal, Rangpur, Mymensingh, Cumilla
  'Barishal Sadar': 'বরিশাল সদর', 'Sadar Road': 'সদর রোড', Nathullabad: 'নথুল্লাবাদ', Rupatali: 'রূপাতলী',
  'Jahaj Company More': 'জাহাজ কোম্পানি মোড়', Dhap: 'ধাপ',
  Ganginarpar: 'গাঙ্গিনারপাড়', Charpara: 'চরপাড়া', Maskanda: 'মাসকান্দা',
  'Cumilla Sadar': 'কুমিল্লা সদর', Kandirpar: 'কান্দিরপাড়', 'Tomsom Bridge': 'টমছম ব্রিজ', Rajganj: 'রাজগঞ্জ',
};
