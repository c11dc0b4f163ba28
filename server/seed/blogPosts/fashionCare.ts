import type { BlogPostSeed } from './types';

/** Fashion & Care: choosing clothes and keeping them. */
export const FASHION_CARE: BlogPostSeed[] = [
  {
    slug: 'caring-for-clothes-in-the-monsoon',
    title: 'Caring for Your Clothes in the Monsoon',
    author: 'Nusrat Jahan',
    daysAgo: 6,
    featured: true,
    trending: true,
    icon: 'fabric',
    colour: '#0277bd',
    html:
      `<p>From June to September the air in most of Bangladesh is so humid that washing takes two days to dry ` +
      `and cupboards start to smell. A few habits keep clothes fresh through the rains.</p>
<h2>Drying</h2>
<ul>
<li>Spin or wring clothes well: the less water, the faster they dry.</li>
<li>Hang them with space between them, indoors under a fan if it is raining.</li>
<li>Never fold anything that is even slightly damp. That is how mildew starts.</li>
</ul>
<h2>Storing</h2>
<ol>
<li>Put silica gel packets or a small bag of chalk in each cupboard to absorb moisture.</li>
<li>Keep neem leaves or naphthalene balls (wrapped, away from children) against insects.</li>
<li>Open cupboards on sunny days to let the air move.</li>
<li>Keep silk and jamdani sarees wrapped in muslin, not plastic, and refold them every few weeks so the folds do not ` +
      `tear.</li>
</ol>
<h2>Fabrics in the rain</h2>
<p>Cotton and linen dry fastest and breathe best. Synthetic blends dry quickly too but hold smells. Avoid wearing ` +
      `leather shoes and denim in heavy rain: both take days to dry and can be ruined.</p>
<h2>If mildew appears</h2>
<p>Wash the piece in hot water with a little vinegar or lemon juice, then dry it in direct sun. For delicate fabric, ` +
      `brush the spots off outside and air it well before washing.</p>`,
  },
  {
    slug: 'choosing-a-wedding-saree',
    title: 'Choosing a Saree for the Wedding Season',
    author: 'Nusrat Jahan',
    daysAgo: 19,
    icon: 'womens-fashion',
    colour: '#ad1457',
    html:
      `<p>Winter is wedding season, and each event calls for a different saree. Here is how to choose without ` +
      `buying one for every invitation.</p>
<h2>Know the fabrics</h2>
<ul>
<li><strong>Jamdani</strong>: hand-woven, light and elegant. Perfect for a daytime holud or akdh.</li>
<li><strong>Katan and Benarasi</strong>: heavy silk with rich work, for the wedding day itself.</li>
<li><strong>Rajshahi silk</strong>: softer and lighter than katan, good for receptions.</li>
<li><strong>Tangail cotton</strong>: comfortable for long family gatherings.</li>
</ul>
<h2>Colour by event</h2>
<ol>
<li><strong>Holud</strong>: yellow, orange or green.</li>
<li><strong>Wedding</strong>: deep red, maroon or golden tones if you are close family; guests often choose jewel ` +
      `colours.</li>
<li><strong>Reception</strong>: pastels and lighter silks.</li>
</ol>
<h2>Buying online</h2>
<p>Ask for the saree's length (usually about 5.5 metres) and whether a blouse piece is included. Colours on a screen ` +
      `can differ: a photo taken in daylight tells you more than a studio shot. Order early: blouses need a week or ` +
      `more at the tailor.</p>`,
  },
  {
    slug: 'panjabi-fit-guide',
    title: 'Finding the Right Panjabi Fit for Eid',
    author: 'Rakib Hossain',
    daysAgo: 27,
    icon: 'mens-fashion',
    colour: '#5d4037',
    html:
      `<p>A well-fitting panjabi looks better than an expensive one that does not fit. Measuring takes five ` +
      `minutes.</p>
<h2>Three measurements</h2>
<ul>
<li><strong>Chest</strong>: around the widest part, under the arms. Add about four inches for a comfortable fit.</li>
<li><strong>Length</strong>: from the shoulder to just below the knee for a classic panjabi, mid-thigh for a short ` +
      `kurta.</li>
<li><strong>Sleeve</strong>: from the shoulder to the wrist bone.</li>
</ul>
<h2>Choosing the size</h2>
<ol>
<li>Compare your measurements with the size chart, not with the size you bought last year: brands differ.</li>
<li>Between two sizes, choose the larger. A tailor can take it in; nobody can let out a seam that is not there.</li>
<li>For slim-fit styles, go up a size if you are broad in the shoulders.</li>
</ol>
<h2>Fabric for the weather</h2>
<p>Eid falls in hot months for the next several years: cotton and cotton-linen blends are far more comfortable than ` +
      `silk blends in the heat. Keep the silk for evening visits.</p>`,
  },
  {
    slug: 'dressing-for-the-cold-wave',
    title: 'Dressing for the Cold Wave in the Northern Districts',
    author: 'Rakib Hossain',
    daysAgo: 60,
    icon: 'fabric',
    colour: '#455a64',
    html:
      `<p>In January, cold waves push temperatures in Panchagarh, Dinajpur and Kurigram close to 5 °C, with ` +
      `dense fog that hides the sun for days. Houses are built for heat, not cold, so dressing well matters.</p>
<h2>Layer, do not bulk</h2>
<ul>
<li>A thin cotton or thermal layer against the skin.</li>
<li>A sweater or fleece in the middle.</li>
<li>A windproof jacket or a thick shawl on top.</li>
</ul>
<p>Several thin layers trap more warmth than one thick one, and you can take one off at midday.</p>
<h2>Do not forget</h2>
<ol>
<li>A monkey cap or woollen hat: much of the body's heat escapes from the head.</li>
<li>Socks at night, especially for children and older people.</li>
<li>A blanket or quilt for each person; a cotton-filled lep is warmer than a thin blanket.</li>
</ol>
<h2>Help others</h2>
<p>Every winter many families in the north cannot afford warm clothes. If you have blankets or jackets you no longer ` +
      `use, local relief drives distribute them in December and January.</p>`,
  },
];
