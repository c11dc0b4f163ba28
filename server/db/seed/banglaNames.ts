/**
 * The demo shop's Bangla names, as Bangladeshi shops write them: every department and brand, and
 * the products' generic words (item, pack, size, edition) with model codes kept as they are. The
 * seed gives Bangla names to the popular products only (products.ts), as a shop would translate
 * its best sellers first; the others show their English name to a Bangla shopper too.
 */
import type { Line } from './catalogue';

/** Written in the composed Unicode form that search compares (catalog/names.ts). */
const composed = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([key, name]) => [key, name.normalize('NFC')]));

export const CATEGORY_NAMES_BN: Record<string, string> = composed({
  groceries: 'মুদি বাজার',
  'mens-fashion': 'ছেলেদের ফ্যাশন',
  'womens-fashion': 'মেয়েদের ফ্যাশন',
  'mobiles-tablets': 'মোবাইল ফোন ও ট্যাবলেট',
  'electronics-accessories': 'ইলেকট্রনিক্স এক্সেসরিজ',
  'home-appliances': 'হোম অ্যাপ্লায়েন্স',
  'health-beauty': 'স্বাস্থ্য ও সৌন্দর্য',
  'babies-toys': 'শিশু ও খেলনা',
  'home-lifestyle': 'ঘর ও লাইফস্টাইল',
  'sports-outdoor': 'খেলাধুলা ও আউটডোর',
  'books-stationery': 'বই ও স্টেশনারি',
  'watches-bags': 'ঘড়ি ও ব্যাগ',
});

export const BRAND_NAMES_BN: Record<string, string> = composed({
  Walton: 'ওয়ালটন', Symphony: 'সিম্ফনি', Aarong: 'আড়ং', Yellow: 'ইয়েলো', Pran: 'প্রাণ', Radhuni: 'রাঁধুনী',
  ACI: 'এসিআই', 'Square Toiletries': 'স্কয়ার টয়লেট্রিজ', Bata: 'বাটা', Apex: 'এপেক্স', RFL: 'আরএফএল',
  Marico: 'ম্যারিকো', 'Singer Bangladesh': 'সিঙ্গার বাংলাদেশ', 'Transcom Digital': 'ট্রান্সকম ডিজিটাল',
  Ecstasy: 'এক্সট্যাসি', 'Kay Kraft': 'কে ক্রাফট', Teer: 'তীর', Vision: 'ভিশন', Minister: 'মিনিস্টার',
  Hatil: 'হাতিল', Matador: 'ম্যাটাডোর', Keya: 'কেয়া', Duronto: 'দুরন্ত',
});

const ITEMS: Record<string, string> = {
  'Mango Juice': 'ম্যাঙ্গো জুস', 'Jhal Muri Chanachur': 'ঝালমুড়ি চানাচুর', 'Tomato Ketchup': 'টমেটো কেচাপ',
  'Turmeric Powder': 'হলুদ গুঁড়া', 'Chili Powder': 'মরিচ গুঁড়া', 'Biryani Masala': 'বিরিয়ানি মসলা', 'Garam Masala': 'গরম মসলা',
  'Pure Salt': 'বিশুদ্ধ লবণ', 'Aroma Chinigura Rice': 'অ্যারোমা চিনিগুঁড়া চাল', 'Pure Atta': 'বিশুদ্ধ আটা',
  'Soybean Oil': 'সয়াবিন তেল', 'Refined Sugar': 'পরিশোধিত চিনি', 'Mustard Oil': 'সরিষার তেল',
  'Cotton Panjabi': 'সুতি পাঞ্জাবি', 'Silk Panjabi': 'সিল্ক পাঞ্জাবি', 'Slim Fit Shirt': 'স্লিম ফিট শার্ট', 'Polo Shirt': 'পোলো শার্ট',
  'Chino Pant': 'চিনো প্যান্ট', 'Denim Jeans': 'ডেনিম জিন্স', 'Casual T-Shirt': 'ক্যাজুয়াল টি-শার্ট', 'Formal Blazer': 'ফরমাল ব্লেজার',
  'Leather Loafer': 'চামড়ার লোফার', 'Formal Oxford Shoe': 'ফরমাল অক্সফোর্ড জুতা', 'Leather Sandal': 'চামড়ার স্যান্ডেল',
  'Jamdani Saree': 'জামদানি শাড়ি', 'Tangail Cotton Saree': 'টাঙ্গাইল সুতি শাড়ি', 'Salwar Kameez': 'সালোয়ার কামিজ',
  'Printed Kurti': 'প্রিন্টেড কুর্তি', 'Palazzo Pant': 'পালাজো প্যান্ট', 'Three Piece': 'থ্রি পিস', 'Cotton Orna': 'সুতি ওড়না',
  'Ladies Sandal': 'লেডিস স্যান্ডেল', 'Ladies Heel': 'লেডিস হিল',
  'Primo R10': 'প্রিমো R10', 'Orbit Y21': 'অরবিট Y21', 'Walpad 8X Tablet': 'ওয়ালপ্যাড 8X ট্যাবলেট', 'Innova 30': 'ইনোভা 30',
  'Z60 Plus': 'Z60 প্লাস', 'Atom 5': 'অ্যাটম 5', 'B69 Feature Phone': 'B69 ফিচার ফোন',
  'Samsung Galaxy A15': 'স্যামসাং গ্যালাক্সি A15', 'Samsung Galaxy Tab A9': 'স্যামসাং গ্যালাক্সি ট্যাব A9', 'Nokia 105': 'নোকিয়া 105',
  'Power Bank': 'পাওয়ার ব্যাংক', 'Wireless Earbuds': 'ওয়্যারলেস ইয়ারবাডস', 'Wi-Fi Router': 'ওয়াই-ফাই রাউটার',
  'Fast Charger': 'ফাস্ট চার্জার', 'Bluetooth Neckband': 'ব্লুটুথ নেকব্যান্ড', 'Samsung 25W Adapter': 'স্যামসাং 25W অ্যাডাপ্টার',
  'Type-C Cable': 'টাইপ-সি ক্যাবল', 'Wireless Mouse': 'ওয়্যারলেস মাউস', 'Smart Watch': 'স্মার্ট ওয়াচ',
  Refrigerator: 'রেফ্রিজারেটর', 'Smart LED TV': 'স্মার্ট LED টিভি', 'Split Air Conditioner': 'স্প্লিট এসি',
  'Sewing Machine': 'সেলাই মেশিন', 'Washing Machine': 'ওয়াশিং মেশিন', 'Microwave Oven': 'মাইক্রোওয়েভ ওভেন',
  'Rice Cooker': 'রাইস কুকার', Blender: 'ব্লেন্ডার', 'Electric Kettle': 'ইলেকট্রিক কেটলি', 'Ceiling Fan': 'সিলিং ফ্যান', 'Gas Stove': 'গ্যাসের চুলা',
  'Meril Petroleum Jelly': 'মেরিল পেট্রোলিয়াম জেলি', 'Meril Baby Lotion': 'মেরিল বেবি লোশন', 'Jui Coconut Hair Oil': 'জুঁই নারিকেল তেল',
  'Select Plus Shampoo': 'সিলেক্ট প্লাস শ্যাম্পু', 'Parachute Coconut Oil': 'প্যারাসুট নারিকেল তেল',
  'Parachute Advansed Aloe Vera Oil': 'প্যারাসুট অ্যাডভান্সড অ্যালোভেরা তেল', 'Set Wet Hair Gel': 'সেট ওয়েট হেয়ার জেল',
  'Livon Hair Serum': 'লিভন হেয়ার সিরাম', 'Savlon Antiseptic Liquid': 'স্যাভলন অ্যান্টিসেপটিক লিকুইড', 'Savlon Handwash': 'স্যাভলন হ্যান্ডওয়াশ',
  'Beauty Soap': 'বিউটি সোপ', 'Petroleum Jelly': 'পেট্রোলিয়াম জেলি',
  'Baby Bath Tub': 'বেবি বাথটাব', 'Baby Walker': 'বেবি ওয়াকার', 'Kids Chair': 'বাচ্চাদের চেয়ার', 'Toy Car': 'খেলনা গাড়ি',
  'Kids Bicycle': 'বাচ্চাদের সাইকেল', 'Meril Baby Shampoo': 'মেরিল বেবি শ্যাম্পু', 'Supermom Baby Diaper': 'সুপারমম বেবি ডায়াপার',
  'Kids Lunch Box': 'বাচ্চাদের লাঞ্চ বক্স', 'Plastic Chair': 'প্লাস্টিকের চেয়ার', 'Water Jug': 'পানির জগ',
  'Storage Container Set': 'স্টোরেজ কন্টেইনার সেট', 'Nakshi Kantha': 'নকশি কাঁথা', 'Jute Basket': 'পাটের ঝুড়ি',
  'Terracotta Vase': 'টেরাকোটা ফুলদানি', 'Study Table': 'পড়ার টেবিল', Bookshelf: 'বুকশেলফ', 'Dining Chair': 'ডাইনিং চেয়ার',
  'Mountain Bicycle': 'মাউন্টেন সাইকেল', 'City Bicycle': 'সিটি সাইকেল', 'Power Running Shoe': 'পাওয়ার রানিং শু',
  'Sports Sneaker': 'স্পোর্টস স্নিকার', 'Training Jersey': 'ট্রেনিং জার্সি', 'Track Jogger': 'ট্র্যাক জগার',
  'Sports Water Bottle': 'স্পোর্টস পানির বোতল', 'Pinpoint Ball Pen': 'পিনপয়েন্ট বলপেন', 'Orbit Gel Pen': 'অরবিট জেল পেন',
  'Geometry Box': 'জ্যামিতি বক্স', 'Highlighter Set': 'হাইলাইটার সেট', 'Exercise Khata': 'এক্সারসাইজ খাতা',
  'Whiteboard Marker': 'হোয়াইটবোর্ড মার্কার', 'Colour Pencil': 'রং পেন্সিল', 'Leather Wallet': 'চামড়ার মানিব্যাগ',
  'Office Backpack': 'অফিস ব্যাকপ্যাক', 'Leather Belt': 'চামড়ার বেল্ট', 'Ladies Handbag': 'লেডিস হ্যান্ডব্যাগ',
  'Travel Duffel Bag': 'ট্রাভেল ডাফেল ব্যাগ', 'Leather Sling Bag': 'চামড়ার স্লিং ব্যাগ', 'Analog Wrist Watch': 'অ্যানালগ হাতঘড়ি',
  'Digital Sports Watch': 'ডিজিটাল স্পোর্টস ঘড়ি',
};

/** Spec and edition words; a spec not here (4GB/64GB, WEB11, Venturini) is a model code and stays. */
const WORDS: Record<string, string> = {
  Embroidered: 'এমব্রয়ডারি', Oxford: 'অক্সফোর্ড', Pique: 'পিকে', Stiletto: 'স্টিলেটো', Cuffed: 'কাফড', 'Push Along': 'পুশ অ্যালং', Printed: 'প্রিন্টেড', Solid: 'সলিড', Karchupi: 'কারচুপি', Jacquard: 'জ্যাকার্ড', Check: 'চেক',
  Linen: 'লিনেন', Striped: 'স্ট্রাইপ', Stretch: 'স্ট্রেচ', Regular: 'রেগুলার', Slim: 'স্লিম', Straight: 'স্ট্রেইট', Graphic: 'গ্রাফিক',
  Basic: 'বেসিক', 'Two Button': 'টু বাটন', Classic: 'ক্লাসিক', Casual: 'ক্যাজুয়াল', Dhakai: 'ঢাকাই', 'Half Silk': 'হাফ সিল্ক',
  Woven: 'তাঁতে বোনা', Cotton: 'সুতি', Viscose: 'ভিসকস', Rayon: 'রেয়ন', 'Block Print': 'ব্লক প্রিন্ট', 'Screen Print': 'স্ক্রিন প্রিন্ট',
  'Hand Embroidered': 'হাতের কাজ', 'Tie-dye': 'টাই-ডাই', Flat: 'ফ্ল্যাট', Wedge: 'ওয়েজ', 'Block Heel': 'ব্লক হিল', 'Dual SIM': 'ডুয়াল সিম',
  'Dual Band': 'ডুয়াল ব্যান্ড', 'Single Band': 'সিঙ্গেল ব্যান্ড', Silent: 'সাইলেন্ট', Ergonomic: 'আর্গোনমিক', Manual: 'ম্যানুয়াল',
  Electric: 'ইলেকট্রিক', 'Double Burner': 'ডাবল বার্নার', 'Glass Top': 'গ্লাস টপ', Large: 'বড়', Medium: 'মাঝারি', Small: 'ছোট',
  Musical: 'মিউজিক্যাল', Cartoon: 'কার্টুন', Plain: 'প্লেইন', 'Remote Control': 'রিমোট কন্ট্রোল', Armless: 'হাতল ছাড়া', 'With Arm': 'হাতলসহ',
  Single: 'সিঙ্গেল', Double: 'ডাবল', Tall: 'লম্বা', Round: 'গোল', 'Oak Finish': 'ওক ফিনিশ', 'Walnut Finish': 'ওয়ালনাট ফিনিশ',
  'Fabric Seat': 'কাপড়ের সিট', 'Wooden Seat': 'কাঠের সিট', 'Dry Fit': 'ড্রাই ফিট', Mesh: 'মেশ', Blue: 'নীল', Black: 'কালো',
  Standard: 'স্ট্যান্ডার্ড', Premium: 'প্রিমিয়াম', Bifold: 'বাইফোল্ড', Trifold: 'ট্রাইফোল্ড', 'Anti-theft': 'অ্যান্টি-থেফট',
  Formal: 'ফরমাল', Tote: 'টোট', Shoulder: 'শোল্ডার', 'Steel Chain': 'স্টিল চেইন', 'Leather Strap': 'চামড়ার স্ট্র্যাপ', Waterproof: 'ওয়াটারপ্রুফ',
  'Family Pack': 'ফ্যামিলি প্যাক', 'Value Pack': 'ভ্যালু প্যাক', Combo: 'কম্বো', Festive: 'উৎসব', 'Eid Collection': 'ঈদ কালেকশন',
  'Pohela Boishakh': 'পহেলা বৈশাখ', Official: 'অফিশিয়াল', 'Limited Edition': 'লিমিটেড এডিশন', Pro: 'প্রো', Plus: 'প্লাস', Lite: 'লাইট',
  Inverter: 'ইনভার্টার', Smart: 'স্মার্ট', Eco: 'ইকো', 'Travel Size': 'ট্রাভেল সাইজ', Junior: 'জুনিয়র', Deluxe: 'ডিলাক্স',
  'Gift Pack': 'গিফট প্যাক', Heritage: 'ঐতিহ্য', Modern: 'মডার্ন', Handmade: 'হাতে তৈরি', Sport: 'স্পোর্ট', Trail: 'ট্রেইল',
  'Office Pack': 'অফিস প্যাক', Executive: 'এক্সিকিউটিভ', Travel: 'ট্রাভেল',
};

const UNITS: Record<string, string> = {
  ml: 'মিলি', Litre: 'লিটার', g: 'গ্রাম', kg: 'কেজি', m: 'মিটার', inch: 'ইঞ্চি', Ton: 'টন', pcs: 'পিস',
  Colours: 'রং', Pages: 'পাতা', Tier: 'তাক', Chamber: 'চেম্বার', 'Litre Refill': 'লিটার রিফিল', 'in 1': 'ইন ১',
};
const SIZES: Record<string, string> = { Small: 'স্মল', Medium: 'মিডিয়াম', Large: 'লার্জ', Laptop: 'ল্যাপটপ' };

const banglaDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** A spec or edition in Bangla: quantities in Bangla digits and units, known words translated, codes as written. */
function wordsBn(text: string): string {
  if (WORDS[text]) return WORDS[text];
  const quantity = /^(?:(Small|Medium|Large|Laptop) )?(\d+(?:\.\d+)?) (.+)$/.exec(text);
  if (quantity && UNITS[quantity[3]]) return [quantity[1] && SIZES[quantity[1]], banglaDigits(quantity[2]), UNITS[quantity[3]]].filter(Boolean).join(' ');
  const pack = /^(Pack|Box|Set) of (\d+)$/.exec(text);
  if (pack) return `${banglaDigits(pack[2])}টির ${{ Pack: 'প্যাক', Box: 'বক্স', Set: 'সেট' }[pack[1]]}`;
  return text;
}

/**
 * The Bangla name of a product made as products.ts makes its English one (brand, edition, item,
 * spec, model number), in the composed Unicode form search compares (catalog/names.ts).
 */
export function banglaProductName(line: Line, spec: string, edition: string, model: string): string {
  const parts = [line.named ? '' : BRAND_NAMES_BN[line.brand], edition && wordsBn(edition), ITEMS[line.item] ?? line.item, wordsBn(spec)];
  return (parts.filter(Boolean).join(' ') + model).normalize('NFC');
}
