// Bangla names bd-geo-info lacks (the metropolitan thanas of Dhaka, Chattogram, Khulna and
// Rajshahi, newer upazilas, names it spells too far from ours) or misspells; these win over it.
export const WRITTEN = {
  Chapainawabganj: { name: 'চাঁপাইনবাবগঞ্জ', thanas: { 'Chapainawabganj Sadar': 'চাঁপাইনবাবগঞ্জ সদর' } },
  Chattogram: {
    thanas: {
      Bandar: 'বন্দর', Chandgaon: 'চান্দগাঁও', 'Double Mooring': 'ডবলমুরিং', Hathazari: 'হাটহাজারী', Kotwali: 'কোতোয়ালী',
      Pahartali: 'পাহাড়তলী', Panchlaish: 'পাঁচলাইশ',
    },
  },
  "Cox's Bazar": { name: 'কক্সবাজার', thanas: { "Cox's Bazar Sadar": 'কক্সবাজার সদর' } },
  Dhaka: {
    thanas: {
      Cantonment: 'ক্যান্টনমেন্ট', Demra: 'ডেমরা', Dhanmondi: 'ধানমন্ডি', Gulshan: 'গুলশান', Kotwali: 'কোতোয়ালী', Lalbagh: 'লালবাগ',
      Mirpur: 'মিরপুর', Mohammadpur: 'মোহাম্মদপুর', Motijheel: 'মতিঝিল', Pallabi: 'পল্লবী', Ramna: 'রমনা', Sabujbagh: 'সবুজবাগ',
      Sutrapur: 'সূত্রাপুর', Tejgaon: 'তেজগাঁও', Uttara: 'উত্তরা',
    },
  },
  Khulna: { thanas: { Dacope: 'দাকোপ', Daulatpur: 'দৌলতপুর', 'Khulna Sadar': 'খুলনা সদর', Sonadanga: 'সোনাডাঙ্গা' } },
  Lalmonirhat: { thanas: { 'Lalmonirhat Sadar': 'লালমনিরহাট সদর' } },
  Meherpur: { thanas: { Gangni: 'গাংনী' } },
  Moulvibazar: { thanas: { 'Moulvibazar Sadar': 'মৌলভীবাজার সদর' } },
  Mymensingh: { thanas: { Dhobaura: 'ধোবাউড়া', 'Mymensingh Sadar': 'ময়মনসিংহ সদর', Tarakanda: 'তারাকান্দা' } },
  Narayanganj: { name: 'নারায়ণগঞ্জ' },
  Narsingdi: { thanas: { Raipura: 'রায়পুরা' } },
  Natore: { thanas: { Gurudaspur: 'গুরুদাসপুর', Singra: 'সিংড়া' } },
  Netrokona: { thanas: { 'Netrokona Sadar': 'নেত্রকোনা সদর' } },
  Rajshahi: { thanas: { Boalia: 'বোয়ালিয়া', Rajpara: 'রাজপাড়া' } },
  Shariatpur: { thanas: { 'Shariatpur Sadar': 'শরীয়তপুর সদর' } },
  Sunamganj: { thanas: { Bishwamvarpur: 'বিশ্বম্ভরপুর', Madhyanagar: 'মধ্যনগর' } },
  Sylhet: { thanas: { Jaintiapur: 'জৈন্তাপুর', Osmaninagar: 'ওসমানীনগর' } },
};
