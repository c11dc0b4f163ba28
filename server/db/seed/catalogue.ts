/**
 * The demo shop's assortment: the brands, colours and sizes it sells and, per category, the product
 * lines a Bangladeshi shop would stock. products.ts turns lines into products (prices in taka here).
 */
import type { FilterCode } from '../../../shared/api/contract';

export const BRANDS: { name: string; tint: string }[] = [
  { name: 'Walton', tint: '#0057a8' }, { name: 'Symphony', tint: '#e30613' }, { name: 'Aarong', tint: '#8b1e3f' },
  { name: 'Yellow', tint: '#f2a900' }, { name: 'Pran', tint: '#e2231a' }, { name: 'Radhuni', tint: '#c8102e' },
  { name: 'ACI', tint: '#00529b' }, { name: 'Square Toiletries', tint: '#00833e' }, { name: 'Bata', tint: '#d71920' },
  { name: 'Apex', tint: '#1d1d1b' }, { name: 'RFL', tint: '#ed1c24' }, { name: 'Marico', tint: '#0072bc' },
  { name: 'Singer Bangladesh', tint: '#b5121b' }, { name: 'Transcom Digital', tint: '#003b71' }, { name: 'Ecstasy', tint: '#2b2b2b' },
  { name: 'Kay Kraft', tint: '#a0522d' }, { name: 'Teer', tint: '#00843d' }, { name: 'Vision', tint: '#e4002b' },
  { name: 'Minister', tint: '#1b75bb' }, { name: 'Hatil', tint: '#5d4037' }, { name: 'Matador', tint: '#0d47a1' },
  { name: 'Keya', tint: '#ad1457' }, { name: 'Duronto', tint: '#f57c00' },
];

export const COLORS: { name: string; swatch: string }[] = [
  { name: 'Red', swatch: '#d32f2f' }, { name: 'Maroon', swatch: '#7b1f2b' }, { name: 'Pink', swatch: '#e91e63' },
  { name: 'Orange', swatch: '#f57c00' }, { name: 'Yellow', swatch: '#fbc02d' }, { name: 'Green', swatch: '#388e3c' },
  { name: 'Olive', swatch: '#6b8e23' }, { name: 'Teal', swatch: '#00897b' }, { name: 'Sky Blue', swatch: '#4fc3f7' },
  { name: 'Blue', swatch: '#1976d2' }, { name: 'Navy', swatch: '#1a237e' }, { name: 'Purple', swatch: '#7b1fa2' },
  { name: 'Brown', swatch: '#795548' }, { name: 'Beige', swatch: '#d7c4a3' }, { name: 'Grey', swatch: '#9e9e9e' },
  { name: 'Black', swatch: '#212121' }, { name: 'White', swatch: '#f5f5f5' }, { name: 'Silver', swatch: '#c0c0c0' },
  { name: 'Gold', swatch: '#d4af37' },
];

export const SIZES = ['S', 'M', 'L', 'XL', 'XXL', '36', '37', '38', '39', '40', '41', '42', '43', '44', 'Free Size'];

/** How a line's products vary: sizes with colours (configurable) or colours only; none means simple. */
export type VariantKind = 'apparel' | 'shoes' | 'ladies-shoes' | 'colours';
export const SIZE_RUNS: Record<Exclude<VariantKind, 'colours'>, string[]> = {
  apparel: ['S', 'M', 'L', 'XL', 'XXL'],
  shoes: ['39', '40', '41', '42', '43', '44'],
  'ladies-shoes': ['36', '37', '38', '39', '40'],
};

export interface Line {
  brand: string;
  item: string;
  /** The item names its own sub-brand (Meril, Savlon, Samsung ...): the name does not repeat the brand. */
  named?: boolean;
  specs: string[];
  /** Regular price range in taka. */
  price: [number, number];
  variants?: VariantKind;
  /** The colours it comes in; none means it is not filtered by colour. */
  colours?: string[];
}

export interface Department {
  slug: string;
  filters: FilterCode[];
  /** Words put before a product name when the lines run out of distinct names. */
  editions: string[];
  highlights: string[];
  lines: Line[];
}

const FABRIC = ['Maroon', 'Navy', 'Olive', 'White', 'Sky Blue', 'Black', 'Teal', 'Beige'];
const PHONE = ['Black', 'Blue', 'Silver', 'Gold', 'Green'];
const PLASTIC = ['Red', 'Blue', 'Green', 'Yellow', 'White'];
const LEATHER = ['Black', 'Brown', 'Maroon'];
const KIDS = ['Red', 'Blue', 'Yellow', 'Pink', 'Green'];

export const DEPARTMENTS: Department[] = [
  { slug: 'groceries', filters: ['price', 'brand'], editions: ['Family Pack', 'Value Pack', 'Combo'],
    highlights: ['Packed in Bangladesh under BSTI standards', 'Store in a cool, dry place', 'Delivered sealed within 48 hours in Dhaka'],
    lines: [
      { brand: 'Pran', item: 'Mango Juice', specs: ['250 ml', '1 Litre'], price: [25, 140] },
      { brand: 'Pran', item: 'Jhal Muri Chanachur', specs: ['150 g', '350 g'], price: [40, 120] },
      { brand: 'Pran', item: 'Tomato Ketchup', specs: ['340 g', '1 kg'], price: [110, 320] },
      { brand: 'Radhuni', item: 'Turmeric Powder', specs: ['100 g', '200 g', '500 g'], price: [55, 290] },
      { brand: 'Radhuni', item: 'Chili Powder', specs: ['100 g', '200 g', '500 g'], price: [60, 310] },
      { brand: 'Radhuni', item: 'Biryani Masala', specs: ['40 g', '100 g'], price: [55, 150] },
      { brand: 'Radhuni', item: 'Garam Masala', specs: ['15 g', '40 g'], price: [35, 95] },
      { brand: 'ACI', item: 'Pure Salt', specs: ['500 g', '1 kg'], price: [25, 45] },
      { brand: 'ACI', item: 'Aroma Chinigura Rice', specs: ['1 kg', '2 kg', '5 kg'], price: [150, 760] },
      { brand: 'ACI', item: 'Pure Atta', specs: ['1 kg', '2 kg'], price: [65, 130] },
      { brand: 'Teer', item: 'Soybean Oil', specs: ['1 Litre', '2 Litre', '5 Litre'], price: [175, 870] },
      { brand: 'Teer', item: 'Refined Sugar', specs: ['1 kg', '2 kg'], price: [130, 260] },
      { brand: 'Teer', item: 'Mustard Oil', specs: ['500 ml', '1 Litre'], price: [150, 310] },
    ] },
  { slug: 'mens-fashion', filters: ['price', 'brand', 'color', 'size'], editions: ['Premium', 'Festive', 'Classic', 'Eid Collection'],
    highlights: ['Pre-washed, colourfast fabric', 'Regular fit; see the size chart', 'Easy returns within 7 days'],
    lines: [
      { brand: 'Aarong', item: 'Cotton Panjabi', specs: ['Embroidered', 'Printed', 'Solid'], price: [1450, 3800], variants: 'apparel', colours: FABRIC },
      { brand: 'Aarong', item: 'Silk Panjabi', specs: ['Karchupi', 'Jacquard'], price: [3500, 7900], variants: 'apparel', colours: FABRIC },
      { brand: 'Yellow', item: 'Slim Fit Shirt', specs: ['Oxford', 'Check', 'Linen'], price: [1290, 2890], variants: 'apparel', colours: FABRIC },
      { brand: 'Yellow', item: 'Polo Shirt', specs: ['Pique', 'Striped'], price: [890, 1690], variants: 'apparel', colours: FABRIC },
      { brand: 'Yellow', item: 'Chino Pant', specs: ['Stretch', 'Regular'], price: [1490, 2490], variants: 'apparel', colours: ['Beige', 'Navy', 'Olive', 'Black'] },
      { brand: 'Ecstasy', item: 'Denim Jeans', specs: ['Slim', 'Straight'], price: [1790, 3290], variants: 'apparel', colours: ['Blue', 'Navy', 'Black', 'Grey'] },
      { brand: 'Ecstasy', item: 'Casual T-Shirt', specs: ['Graphic', 'Basic'], price: [590, 1190], variants: 'apparel', colours: FABRIC },
      { brand: 'Ecstasy', item: 'Formal Blazer', specs: ['Two Button'], price: [5990, 11990], variants: 'apparel', colours: ['Navy', 'Black', 'Grey'] },
      { brand: 'Bata', item: 'Leather Loafer', specs: ['Comfit', 'Classic'], price: [2499, 4999], variants: 'shoes', colours: LEATHER },
      { brand: 'Apex', item: 'Formal Oxford Shoe', specs: ['Venturini', 'Moonwalk'], price: [2990, 6490], variants: 'shoes', colours: LEATHER },
      { brand: 'Apex', item: 'Leather Sandal', specs: ['Casual'], price: [1190, 2290], variants: 'shoes', colours: LEATHER },
    ] },
  { slug: 'womens-fashion', filters: ['price', 'brand', 'color', 'size'], editions: ['Festive', 'Pohela Boishakh', 'Eid Collection', 'Premium'],
    highlights: ['Handcrafted by artisans across Bangladesh', 'Gentle hand wash recommended', 'Colours may vary slightly from the photo'],
    lines: [
      { brand: 'Aarong', item: 'Jamdani Saree', specs: ['Dhakai', 'Half Silk'], price: [4500, 18000], colours: ['Maroon', 'Red', 'Teal', 'Gold', 'Purple'] },
      { brand: 'Aarong', item: 'Tangail Cotton Saree', specs: ['Printed', 'Woven'], price: [1850, 4200], colours: ['Red', 'Green', 'Yellow', 'Pink'] },
      { brand: 'Aarong', item: 'Salwar Kameez', specs: ['Cotton', 'Embroidered'], price: [2650, 6200], variants: 'apparel', colours: ['Pink', 'Teal', 'Maroon', 'Purple'] },
      { brand: 'Yellow', item: 'Printed Kurti', specs: ['Viscose', 'Cotton'], price: [990, 2190], variants: 'apparel', colours: ['Pink', 'Yellow', 'Sky Blue', 'White'] },
      { brand: 'Yellow', item: 'Palazzo Pant', specs: ['Rayon', 'Linen'], price: [890, 1590], variants: 'apparel', colours: ['Black', 'White', 'Beige'] },
      { brand: 'Kay Kraft', item: 'Three Piece', specs: ['Block Print', 'Screen Print', 'Hand Embroidered'], price: [2200, 5600], variants: 'apparel', colours: ['Orange', 'Pink', 'Green', 'Purple'] },
      { brand: 'Kay Kraft', item: 'Cotton Orna', specs: ['Tie-dye', 'Block Print'], price: [450, 1250], colours: ['Orange', 'Yellow', 'Pink', 'Teal'] },
      { brand: 'Bata', item: 'Ladies Sandal', specs: ['Flat', 'Wedge'], price: [990, 2490], variants: 'ladies-shoes', colours: ['Black', 'Brown', 'Gold', 'Pink'] },
      { brand: 'Apex', item: 'Ladies Heel', specs: ['Block Heel', 'Stiletto'], price: [1690, 3490], variants: 'ladies-shoes', colours: ['Black', 'Beige', 'Maroon'] },
    ] },
  { slug: 'mobiles-tablets', filters: ['price', 'brand', 'color'], editions: ['Official', 'Limited Edition'],
    highlights: ['Official warranty in Bangladesh', 'BTRC approved', 'Dual SIM, 4G'],
    lines: [
      { brand: 'Walton', item: 'Primo R10', specs: ['4GB/64GB', '6GB/128GB'], price: [10999, 15999], variants: 'colours', colours: PHONE },
      { brand: 'Walton', item: 'Orbit Y21', specs: ['3GB/32GB', '4GB/64GB'], price: [8499, 11499], variants: 'colours', colours: PHONE },
      { brand: 'Walton', item: 'NEXG N25', specs: ['8GB/128GB', '8GB/256GB'], price: [16999, 22999], variants: 'colours', colours: PHONE },
      { brand: 'Walton', item: 'Walpad 8X Tablet', specs: ['3GB/32GB', '4GB/64GB'], price: [12999, 17999], variants: 'colours', colours: ['Grey', 'Silver'] },
      { brand: 'Symphony', item: 'Innova 30', specs: ['4GB/64GB', '6GB/128GB'], price: [9990, 13990], variants: 'colours', colours: PHONE },
      { brand: 'Symphony', item: 'Z60 Plus', specs: ['6GB/128GB', '8GB/128GB'], price: [13990, 17990], variants: 'colours', colours: PHONE },
      { brand: 'Symphony', item: 'Atom 5', specs: ['2GB/32GB'], price: [6490, 7490], variants: 'colours', colours: PHONE },
      { brand: 'Symphony', item: 'B69 Feature Phone', specs: ['Dual SIM'], price: [1390, 1790], colours: ['Black', 'Blue', 'Red'] },
      { brand: 'Transcom Digital', item: 'Samsung Galaxy A15', named: true, specs: ['6GB/128GB', '8GB/256GB'], price: [19999, 25999], variants: 'colours', colours: PHONE },
      { brand: 'Transcom Digital', item: 'Samsung Galaxy Tab A9', named: true, specs: ['4GB/64GB', '8GB/128GB'], price: [21999, 29999], variants: 'colours', colours: ['Grey', 'Silver', 'Navy'] },
      { brand: 'Transcom Digital', item: 'Nokia 105', named: true, specs: ['Dual SIM'], price: [1650, 1990], colours: ['Black', 'Blue'] },
    ] },
  { slug: 'electronics-accessories', filters: ['price', 'brand', 'color'], editions: ['Pro', 'Plus', 'Lite'],
    highlights: ['6 months replacement warranty', 'Tested for Bangladesh voltage', 'Compact and travel friendly'],
    lines: [
      { brand: 'Walton', item: 'Power Bank', specs: ['10000mAh', '20000mAh'], price: [1290, 2690], colours: ['Black', 'White', 'Blue'] },
      { brand: 'Walton', item: 'Wireless Earbuds', specs: ['WEB11', 'WEB20'], price: [1490, 2990], colours: ['Black', 'White'] },
      { brand: 'Walton', item: 'Wi-Fi Router', specs: ['Dual Band', 'Single Band'], price: [1450, 3290], colours: ['White', 'Black'] },
      { brand: 'Symphony', item: 'Fast Charger', specs: ['18W', '33W'], price: [490, 1190], colours: ['White', 'Black'] },
      { brand: 'Symphony', item: 'Bluetooth Neckband', specs: ['N20', 'N30'], price: [790, 1490], colours: ['Black', 'Blue', 'Red'] },
      { brand: 'Transcom Digital', item: 'Samsung 25W Adapter', named: true, specs: ['USB-C'], price: [1490, 1990], colours: ['White', 'Black'] },
      { brand: 'Transcom Digital', item: 'Type-C Cable', specs: ['1 m', '1.5 m'], price: [390, 890], colours: ['White', 'Black'] },
      { brand: 'Vision', item: 'Wireless Mouse', specs: ['Silent', 'Ergonomic'], price: [450, 990], colours: ['Black', 'Grey', 'Blue'] },
      { brand: 'Vision', item: 'Smart Watch', specs: ['V1', 'V2 Pro'], price: [1990, 3990], colours: ['Black', 'Silver', 'Pink'] },
    ] },
  { slug: 'home-appliances', filters: ['price', 'brand', 'color'], editions: ['Inverter', 'Smart', 'Eco'],
    highlights: ['Free installation inside Dhaka city', 'Energy saving, low noise', 'Brand warranty with service across 64 districts'],
    lines: [
      { brand: 'Walton', item: 'Refrigerator', specs: ['252 Litre', '341 Litre', '380 Litre'], price: [38990, 78990], colours: ['Silver', 'Black', 'Maroon', 'Blue'] },
      { brand: 'Walton', item: 'Smart LED TV', specs: ['32 inch', '43 inch', '55 inch'], price: [19990, 72990], colours: ['Black'] },
      { brand: 'Walton', item: 'Split Air Conditioner', specs: ['1 Ton', '1.5 Ton'], price: [52990, 89990], colours: ['White'] },
      { brand: 'Singer Bangladesh', item: 'Sewing Machine', specs: ['Manual', 'Electric'], price: [8990, 28990], colours: ['White', 'Black'] },
      { brand: 'Singer Bangladesh', item: 'Washing Machine', specs: ['7 kg', '8 kg'], price: [32990, 58990], colours: ['White', 'Silver'] },
      { brand: 'Singer Bangladesh', item: 'Microwave Oven', specs: ['20 Litre', '28 Litre'], price: [10990, 19990], colours: ['Black', 'Silver'] },
      { brand: 'Vision', item: 'Rice Cooker', specs: ['1.8 Litre', '2.8 Litre'], price: [2290, 4490], colours: ['White', 'Red'] },
      { brand: 'Vision', item: 'Blender', specs: ['3 in 1', '2 in 1'], price: [2690, 5490], colours: ['White', 'Red', 'Black'] },
      { brand: 'Vision', item: 'Electric Kettle', specs: ['1.5 Litre', '1.8 Litre'], price: [1290, 2290], colours: ['Silver', 'Black'] },
      { brand: 'Minister', item: 'Ceiling Fan', specs: ['56 inch', '48 inch'], price: [3990, 6490], colours: ['White', 'Brown', 'Silver'] },
      { brand: 'Minister', item: 'Gas Stove', specs: ['Double Burner', 'Glass Top'], price: [3490, 9990], colours: ['Black', 'Silver'] },
    ] },
  { slug: 'health-beauty', filters: ['price', 'brand'], editions: ['Value Pack', 'Combo', 'Travel Size'],
    highlights: ['Dermatologically tested', 'Made in Bangladesh', 'Check the expiry date printed on the pack'],
    lines: [
      { brand: 'Square Toiletries', item: 'Meril Petroleum Jelly', named: true, specs: ['50 ml', '100 ml'], price: [65, 150] },
      { brand: 'Square Toiletries', item: 'Meril Baby Lotion', named: true, specs: ['100 ml', '200 ml'], price: [160, 320] },
      { brand: 'Square Toiletries', item: 'Jui Coconut Hair Oil', named: true, specs: ['200 ml', '350 ml'], price: [120, 240] },
      { brand: 'Square Toiletries', item: 'Select Plus Shampoo', named: true, specs: ['180 ml', '340 ml'], price: [190, 380] },
      { brand: 'Marico', item: 'Parachute Coconut Oil', named: true, specs: ['200 ml', '500 ml', '1 Litre'], price: [170, 620] },
      { brand: 'Marico', item: 'Parachute Advansed Aloe Vera Oil', named: true, specs: ['150 ml', '300 ml'], price: [150, 320] },
      { brand: 'Marico', item: 'Set Wet Hair Gel', named: true, specs: ['50 ml', '100 ml'], price: [110, 210] },
      { brand: 'Marico', item: 'Livon Hair Serum', named: true, specs: ['50 ml', '100 ml'], price: [260, 480] },
      { brand: 'ACI', item: 'Savlon Antiseptic Liquid', named: true, specs: ['112 ml', '500 ml', '1 Litre'], price: [75, 420] },
      { brand: 'ACI', item: 'Savlon Handwash', named: true, specs: ['200 ml', '1 Litre Refill'], price: [95, 340] },
      { brand: 'Keya', item: 'Beauty Soap', specs: ['100 g', 'Pack of 4'], price: [40, 160] },
      { brand: 'Keya', item: 'Petroleum Jelly', specs: ['50 ml', '100 ml'], price: [55, 120] },
    ] },
  { slug: 'babies-toys', filters: ['price', 'brand', 'color'], editions: ['Junior', 'Deluxe', 'Gift Pack'],
    highlights: ['BPA free, child safe materials', 'Suitable for ages 1 year and up', 'Bright colours kids love'],
    lines: [
      { brand: 'RFL', item: 'Baby Bath Tub', specs: ['Large', 'Medium'], price: [650, 1290], colours: KIDS },
      { brand: 'RFL', item: 'Baby Walker', specs: ['Musical', 'Classic'], price: [2490, 3990], colours: KIDS },
      { brand: 'RFL', item: 'Kids Chair', specs: ['Cartoon', 'Plain'], price: [390, 790], colours: KIDS },
      { brand: 'RFL', item: 'Toy Car', specs: ['Remote Control', 'Push Along'], price: [890, 2990], colours: KIDS },
      { brand: 'Duronto', item: 'Kids Bicycle', specs: ['12 inch', '16 inch', '20 inch'], price: [6990, 11990], colours: KIDS },
      { brand: 'Square Toiletries', item: 'Meril Baby Shampoo', named: true, specs: ['110 ml', '200 ml'], price: [180, 340] },
      { brand: 'Square Toiletries', item: 'Supermom Baby Diaper', named: true, specs: ['Small 42 pcs', 'Medium 38 pcs', 'Large 34 pcs'], price: [990, 1390] },
      { brand: 'Pran', item: 'Kids Lunch Box', specs: ['2 Chamber', '3 Chamber'], price: [290, 590], colours: KIDS },
    ] },
  { slug: 'home-lifestyle', filters: ['price', 'brand', 'color'], editions: ['Heritage', 'Modern', 'Handmade'],
    highlights: ['Made in Bangladesh', 'Built for everyday family use', 'Assembly guide included'],
    lines: [
      { brand: 'RFL', item: 'Plastic Chair', specs: ['Armless', 'With Arm'], price: [690, 1490], colours: PLASTIC },
      { brand: 'RFL', item: 'Water Jug', specs: ['2 Litre', '3 Litre'], price: [190, 390], colours: PLASTIC },
      { brand: 'RFL', item: 'Storage Container Set', specs: ['3 pcs', '5 pcs'], price: [450, 990], colours: PLASTIC },
      { brand: 'Aarong', item: 'Nakshi Kantha', specs: ['Single', 'Double'], price: [3500, 12500], colours: ['Red', 'Yellow', 'Teal', 'Maroon'] },
      { brand: 'Aarong', item: 'Jute Basket', specs: ['Small', 'Large'], price: [650, 1850], colours: ['Beige', 'Brown'] },
      { brand: 'Aarong', item: 'Terracotta Vase', specs: ['Tall', 'Round'], price: [850, 2450], colours: ['Brown', 'Orange'] },
      { brand: 'Hatil', item: 'Study Table', specs: ['Oak Finish', 'Walnut Finish'], price: [12500, 24500], colours: ['Brown', 'Beige'] },
      { brand: 'Hatil', item: 'Bookshelf', specs: ['4 Tier', '5 Tier'], price: [9900, 18900], colours: ['Brown', 'White'] },
      { brand: 'Hatil', item: 'Dining Chair', specs: ['Fabric Seat', 'Wooden Seat'], price: [6500, 11500], colours: ['Brown', 'Black'] },
    ] },
  { slug: 'sports-outdoor', filters: ['price', 'brand', 'color', 'size'], editions: ['Pro', 'Sport', 'Trail'],
    highlights: ['Lightweight and durable', 'Made for Bangladesh weather', 'Easy to clean'],
    lines: [
      { brand: 'Duronto', item: 'Mountain Bicycle', specs: ['26 inch', '27.5 inch'], price: [14990, 32990], colours: ['Black', 'Red', 'Blue', 'Grey'] },
      { brand: 'Duronto', item: 'City Bicycle', specs: ['24 inch', '26 inch'], price: [10990, 16990], colours: ['Black', 'Green', 'Red'] },
      { brand: 'Bata', item: 'Power Running Shoe', specs: ['Engage', 'Speed'], price: [2999, 5999], variants: 'shoes', colours: ['Black', 'Grey', 'Blue', 'White'] },
      { brand: 'Apex', item: 'Sports Sneaker', specs: ['Runner', 'Trainer'], price: [2490, 4490], variants: 'shoes', colours: ['White', 'Black', 'Navy'] },
      { brand: 'Ecstasy', item: 'Training Jersey', specs: ['Dry Fit', 'Mesh'], price: [690, 1290], variants: 'apparel', colours: ['Red', 'Green', 'Blue', 'Black'] },
      { brand: 'Ecstasy', item: 'Track Jogger', specs: ['Cuffed', 'Straight'], price: [990, 1790], variants: 'apparel', colours: ['Black', 'Navy', 'Grey'] },
      { brand: 'RFL', item: 'Sports Water Bottle', specs: ['750 ml', '1 Litre'], price: [190, 450], colours: PLASTIC },
    ] },
  { slug: 'books-stationery', filters: ['price', 'brand'], editions: ['Set of 2', 'Set of 5', 'Office Pack'],
    highlights: ['Smooth writing, quick drying ink', 'Popular with students across Bangladesh', 'Bulk orders welcome'],
    lines: [
      { brand: 'Matador', item: 'Pinpoint Ball Pen', specs: ['Box of 12', 'Box of 24'], price: [60, 120] },
      { brand: 'Matador', item: 'Orbit Gel Pen', specs: ['Blue', 'Black'], price: [25, 45] },
      { brand: 'Matador', item: 'Geometry Box', specs: ['Standard', 'Premium'], price: [120, 320] },
      { brand: 'Matador', item: 'Highlighter Set', specs: ['4 Colours', '6 Colours'], price: [150, 260] },
      { brand: 'Matador', item: 'Exercise Khata', specs: ['120 Pages', '200 Pages'], price: [45, 90] },
      { brand: 'Matador', item: 'Whiteboard Marker', specs: ['Pack of 4', 'Pack of 10'], price: [110, 260] },
      { brand: 'Matador', item: 'Colour Pencil', specs: ['12 Colours', '24 Colours'], price: [120, 290] },
    ] },
  { slug: 'watches-bags', filters: ['price', 'brand', 'color'], editions: ['Executive', 'Travel', 'Classic'],
    highlights: ['Genuine leather where stated', 'Durable stitching and metal fittings', 'Gift box included'],
    lines: [
      { brand: 'Apex', item: 'Leather Wallet', specs: ['Bifold', 'Trifold'], price: [890, 1990], colours: LEATHER },
      { brand: 'Apex', item: 'Office Backpack', specs: ['Laptop 15.6 inch', 'Anti-theft'], price: [1990, 3990], colours: ['Black', 'Grey', 'Navy'] },
      { brand: 'Apex', item: 'Leather Belt', specs: ['Formal', 'Casual'], price: [790, 1690], colours: LEATHER },
      { brand: 'Bata', item: 'Ladies Handbag', specs: ['Tote', 'Shoulder'], price: [1490, 3490], colours: ['Black', 'Brown', 'Maroon', 'Beige'] },
      { brand: 'Bata', item: 'Travel Duffel Bag', specs: ['Medium', 'Large'], price: [1990, 3990], colours: ['Black', 'Navy'] },
      { brand: 'Aarong', item: 'Leather Sling Bag', specs: ['Small', 'Medium'], price: [1850, 3650], colours: LEATHER },
      { brand: 'Walton', item: 'Analog Wrist Watch', specs: ['Steel Chain', 'Leather Strap'], price: [1990, 4990], colours: ['Silver', 'Gold', 'Black'] },
      { brand: 'Symphony', item: 'Digital Sports Watch', specs: ['Waterproof'], price: [990, 1990], colours: ['Black', 'Blue', 'Red'] },
    ] },
];
