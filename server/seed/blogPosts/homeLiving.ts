import type { BlogPostSeed } from './types';

/** Home & Living: a comfortable, safe and well-stocked home. */
export const HOME_LIVING: BlogPostSeed[] = [
  {
    slug: 'keeping-your-home-cool',
    title: 'Keeping Your Home Cool in a Dhaka Summer',
    author: 'Sadia Islam',
    daysAgo: 8,
    trending: true,
    icon: 'fan',
    colour: '#ef6c00',
    html:
      `<p>April and May bring temperatures near 40 °C and little relief at night. An air conditioner is not the ` +
      `only answer, and it is the most expensive one.</p>
<h2>Keep the heat out</h2>
<ul>
<li>Close curtains on the sunny side of the house in the afternoon. Light-coloured curtains reflect more heat.</li>
<li>Open windows early in the morning and late in the evening, when the air outside is cooler.</li>
<li>Plants on a balcony or roof shade walls and cool the air around them.</li>
</ul>
<h2>Move the air</h2>
<ol>
<li>A ceiling fan uses a fraction of an AC's power. Clean its blades: dust slows it down.</li>
<li>A pedestal fan next to a window pulls cooler air in at night.</li>
<li>A rechargeable fan keeps a room bearable during load-shedding.</li>
</ol>
<h2>If you use an air conditioner</h2>
<ul>
<li>Set it to 25 or 26 °C: each degree lower adds several percent to the bill.</li>
<li>Use a fan together with it to spread the cool air.</li>
<li>Clean the filter every two weeks in summer.</li>
<li>Choose an inverter model when you buy: it uses noticeably less electricity.</li>
</ul>
<p>Finally, drink plenty of water, and check on older neighbours during a heat wave.</p>`,
  },
  {
    slug: 'ramadan-kitchen-prep',
    title: 'Getting Your Kitchen Ready for Ramadan',
    author: 'Farhana Akter',
    daysAgo: 14,
    featured: true,
    icon: 'pot',
    colour: '#558b2f',
    html:
      `<p>During Ramadan the kitchen works hardest just before iftar and again at sehri. A week of preparation ` +
      `makes the month calmer.</p>
<h2>Stock the pantry</h2>
<ul>
<li><strong>Chickpeas and lentils</strong> for chola and piyaju.</li>
<li><strong>Flattened rice (chira), puffed rice (muri)</strong> and dates.</li>
<li><strong>Gram flour (besan)</strong> for beguni and piyaju.</li>
<li><strong>Rice, oil, sugar and onions</strong>: buy early, prices usually rise as the month approaches.</li>
</ul>
<h2>Prepare ahead</h2>
<ol>
<li>Soak and boil chickpeas in bulk, then keep them in the freezer in iftar-sized portions.</li>
<li>Make a jar of ginger-garlic paste for the week.</li>
<li>Freeze cut vegetables and marinated chicken for quick sehri meals.</li>
</ol>
<h2>Tools that save time</h2>
<p>A blender for juices and pastes, a non-stick frying pan for fritters and a good pressure cooker for lentils and ` +
      `meat pay for themselves within the month. A large water filter saves trips to the shop for bottled water.</p>
<h2>Stay healthy</h2>
<p>Fried food is part of iftar, but balance it with fruit, yoghurt and plenty of water between iftar and sehri.</p>`,
  },
  {
    slug: 'choosing-a-refrigerator',
    title: 'Choosing a Refrigerator for Your Family',
    author: 'Arif Chowdhury',
    daysAgo: 33,
    icon: 'fridge',
    colour: '#0277bd',
    html:
      `<p>A refrigerator runs day and night for ten years or more, so the right choice saves money long after ` +
      `the day you buy it.</p>
<h2>The right size</h2>
<ul>
<li><strong>2 to 3 people</strong>: about 200 to 250 litres.</li>
<li><strong>4 to 5 people</strong>: about 250 to 350 litres.</li>
<li><strong>Larger families</strong>, or if you buy fish and meat in bulk: 350 litres or more, or a separate deep ` +
      `freezer.</li>
</ul>
<h2>Features worth paying for</h2>
<ol>
<li><strong>Inverter compressor</strong>: uses less electricity and copes better with voltage swings.</li>
<li><strong>A large freezer</strong>: Bangladeshi kitchens freeze far more fish and meat than the standard design ` +
      `assumes.</li>
<li><strong>Wide voltage range</strong>: look for models designed to run from about 140 V to 260 V.</li>
</ol>
<h2>Placement</h2>
<p>Leave a hand's width of space behind and on each side for air, keep it away from the stove and direct sun, and ` +
      `use a stabiliser if your area has frequent voltage drops. Wait a few hours after delivery before switching it ` +
      `on, so the gas settles.</p>`,
  },
  {
    slug: 'keeping-mosquitoes-out',
    title: 'Keeping Mosquitoes Out During Dengue Season',
    author: 'Sadia Islam',
    daysAgo: 48,
    trending: true,
    icon: 'home-lifestyle',
    colour: '#c62828',
    html:
      `<p>Dengue cases rise every year with the monsoon. The Aedes mosquito bites in the daytime and breeds in ` +
      `clean, still water, often inside or right next to our homes.</p>
<h2>Remove breeding places</h2>
<ul>
<li>Empty flower-pot trays, buckets and air-cooler tanks every three days.</li>
<li>Cover water storage drums tightly.</li>
<li>Clear rooftops and balconies of tyres, cans and anything that holds rainwater.</li>
</ul>
<h2>Protect the family</h2>
<ol>
<li>Use mosquito nets when sleeping, including for daytime naps.</li>
<li>Put mesh on windows and doors.</li>
<li>Use repellent cream on children before school and play.</li>
<li>Wear long sleeves and trousers in the early morning and late afternoon.</li>
</ol>
<h2>Know the symptoms</h2>
<p>High fever, severe headache, pain behind the eyes and body aches are common signs. Go to a doctor and get tested ` +
      `early, drink plenty of fluids, and avoid painkillers other than paracetamol unless a doctor advises ` +
      `otherwise.</p>`,
  },
];
