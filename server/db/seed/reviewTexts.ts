/**
 * What the demo reviewers are called and what they write: Bangladeshi names, and titles and
 * comments by the stars given, with a line about the product's kind now and then. Written the way
 * shoppers here write them (short, about delivery and packing as much as the product).
 */

export const FIRST_NAMES = [
  'Nusrat', 'Tanvir', 'Farhana', 'Shakil', 'Sadia', 'Arif', 'Mithila', 'Rafiq', 'Sumaiya', 'Imran', 'Tasnim', 'Jahid',
  'Nadia', 'Mehedi', 'Sharmin', 'Habib', 'Ayesha', 'Rakib', 'Fatema', 'Sabbir', 'Lamia', 'Asif', 'Rumana', 'Kamrul',
  'Tahmina', 'Sohel', 'Anika', 'Mahfuz', 'Priya', 'Shuvo', 'Jannatul', 'Nayeem', 'Moushumi', 'Touhid', 'Ishrat', 'Rezaul',
  'Sanjida', 'Fahim', 'Mim', 'Anwar', 'Puja', 'Zahid', 'Sultana', 'Riyad', 'Afroza', 'Tushar', 'Bithi', 'Minhaj',
];

export const LAST_NAMES = [
  'Hossain', 'Rahman', 'Islam', 'Ahmed', 'Chowdhury', 'Akter', 'Khan', 'Uddin', 'Begum', 'Sarker', 'Das', 'Roy',
  'Talukder', 'Mia', 'Siddique', 'Haque', 'Karim', 'Alam', 'Bhuiyan', 'Mahmud', 'Saha', 'Biswas', 'Sultana', 'Kabir',
];

/** Titles and comments by stars (index 0 is one star). */
export const TITLES: string[][] = [
  ['Very disappointed', 'Not as described', 'Waste of money', 'Would not buy again'],
  ['Below expectation', 'Quality could be better', 'Not worth the price', 'Average at best'],
  ['Okay for the price', 'Decent, nothing special', 'Mixed feelings', 'Good but delivery was late'],
  ['Good product', 'Worth the money', 'Happy with it', 'Nice quality', 'Satisfied'],
  ['Excellent!', 'Onek valo product', 'Highly recommended', 'Exactly as shown', 'Best purchase this month', 'Original product, fast delivery'],
];

export const COMMENTS: string[][] = [
  [
    'The product I received does not match the pictures at all. I asked for a return and am still waiting.',
    'Stopped working within a week. Very disappointed with the quality.',
    'Packaging was torn and the item looked used. Not happy.',
  ],
  [
    'It works, but the quality is lower than I expected for this price.',
    'Delivery took six days to Rajshahi and the box was damaged. The product itself is fine.',
    'Colour is a bit different from the photo. Usable, but I expected better.',
  ],
  [
    'Does the job. For this price I cannot complain much, but do not expect premium quality.',
    'Product is good but the rider called very late at night. Cash on delivery went smoothly.',
    'Average. Some things I like, some I do not. Might buy again during a sale.',
  ],
  [
    'Good quality and the price was reasonable. Delivery to Chattogram took three days.',
    'Using it for two weeks now, no problems so far. Packaging was neat.',
    'Nice product. One star less because delivery was a day late, otherwise very good.',
    'Exactly what I needed. The rider was polite and I paid cash on delivery.',
  ],
  [
    'Excellent quality, exactly as shown in the pictures. Got it within 24 hours in Dhaka. Thank you Haat!',
    'Original product and very well packed. Price e onek valo. Will order again.',
    'Bought it for my mother and she loves it. Highly recommended.',
    'Second time ordering this. Same great quality every time, fast delivery to Sylhet.',
    'Better than I expected. Cash on delivery, no hassle at all.',
  ],
];

/** A line about the product's kind, by department slug, added to some comments. */
export const REMARKS: Record<string, string[]> = {
  groceries: ['Fresh stock, the expiry date was far away.', 'Taste is just like the one from our local shop.'],
  'mens-fashion': ['The fabric is comfortable in this heat.', 'Size chart was accurate, fits well.'],
  'womens-fashion': ['The colour is lovely and the stitching is neat.', 'Fabric feels soft, perfect for Eid.'],
  'mobiles-tablets': ['Battery easily lasts a full day.', 'Came with the official warranty card.'],
  'electronics-accessories': ['Charges my phone quickly.', 'Build quality feels solid.'],
  'home-appliances': ['Runs quietly and uses little electricity.', 'Installation was easy.'],
  'health-beauty': ['Suits my skin, no irritation.', 'The fragrance is mild and pleasant.'],
  'babies-toys': ['My son plays with it every day.', 'Safe material, no bad smell.'],
  'home-lifestyle': ['Looks great in our living room.', 'Sturdy and easy to clean.'],
  'sports-outdoor': ['Good grip and comfortable to use.', 'Holding up well after weeks of practice.'],
  'books-stationery': ['Printing and paper quality are good.', 'Pages are thick and the binding is strong.'],
  'watches-bags': ['Looks classy and feels premium.', 'Plenty of space and the zips are strong.'],
};
