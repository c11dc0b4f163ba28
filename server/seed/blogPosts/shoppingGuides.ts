import type { BlogPostSeed } from './types';

/** Shopping Guides: buying well online in Bangladesh. */
export const SHOPPING_GUIDES: BlogPostSeed[] = [
  {
    slug: 'eid-shopping-guide',
    title: 'Your Eid Shopping Guide: Buy Early, Pay on Delivery, Skip the Crowds',
    author: 'Farhana Akter',
    daysAgo: 2,
    featured: true,
    trending: true,
    icon: 'shop',
    colour: '#0f766e',
    html:
      `<p>The last ten days before Eid are the busiest of the year for every shop in Bangladesh. Markets in ` +
      `Dhaka stay open past midnight, couriers carry three times their usual load and popular sizes sell out. A ` +
      `little planning lets you enjoy the season instead of fighting through it.</p>
<h2>Make a list a month ahead</h2>
<p>Write down everyone you buy for, with their sizes, before Ramadan starts. Sizes change, especially for children, ` +
      `so measure rather than guess. Then split the list into three groups:</p>
<ul>
<li><strong>Clothes</strong>: panjabis, sarees, salwar kameez and children's outfits. These sell out first.</li>
<li><strong>Gifts</strong>: perfume, watches, bags and sweets for relatives.</li>
<li><strong>Home</strong>: new bed sheets, curtains, crockery and the groceries for the Eid meal.</li>
</ul>
<h2>Know the delivery calendar</h2>
<p>Couriers slow down in the last week before Eid, and most pause deliveries for a few days around the holiday. As a ` +
      `rule of thumb:</p>
<ol>
<li>Order clothes at least <strong>ten days</strong> before Eid if you live outside Dhaka, a week if you live inside ` +
      `it.</li>
<li>Order anything that needs tailoring or alteration <strong>two weeks</strong> ahead.</li>
<li>Keep the last four days for groceries and small items you can collect nearby.</li>
</ol>
<h2>Pay on delivery, and check before you pay</h2>
<p>Cash on delivery means you pay only when the parcel is in your hands. Open it in front of the rider, check the ` +
      `size, colour and stitching, and keep the invoice. If something is wrong, say so before paying: it is far ` +
      `easier than a return after Eid.</p>
<h2>Set a budget and stick to it</h2>
<p>Eid offers are real, but so is the temptation to buy twice. Decide a budget per person, use coupons on the larger ` +
      `orders where the minimum applies, and compare the final price in the cart rather than the percentage on the ` +
      `banner.</p>
<p>Eid Mubarak in advance. Shop early, and spend the last days with your family rather than in a traffic jam.</p>`,
  },
  {
    slug: 'cash-on-delivery-tips',
    title: 'Cash on Delivery Without the Hassle: What to Check Before You Pay',
    author: 'Tanvir Hasan',
    daysAgo: 9,
    icon: 'shop',
    colour: '#1565c0',
    html:
      `<p>Most online orders in Bangladesh are still paid in cash at the door. It is simple and safe, as long as ` +
      `you use the few minutes with the rider well.</p>
<h2>Before the rider arrives</h2>
<ul>
<li>Keep the exact amount ready. Riders often carry little change, especially in the morning.</li>
<li>Have your order number or confirmation message open on your phone.</li>
<li>Make sure someone at home knows a parcel is coming if you will be out.</li>
</ul>
<h2>At the door</h2>
<ol>
<li><strong>Check the parcel</strong>: the seal should be intact and the name on the label yours.</li>
<li><strong>Compare the amount</strong> the rider asks for with your order total, delivery charge included.</li>
<li><strong>Open and look</strong> at the item if the shop allows it: right product, right size, no damage.</li>
<li><strong>Pay and take the invoice</strong>, or a photo of it.</li>
</ol>
<h2>If something is wrong</h2>
<p>Do not accept a damaged or wrong item to "sort it out later". Refuse it politely, note the rider's name and call ` +
      `the shop's hotline. A refused parcel goes back to the shop and you owe nothing.</p>
<p>Cash on delivery protects you only if you check. Two minutes at the door save a week of phone calls.</p>`,
  },
  {
    slug: 'pohela-boishakh-shopping-list',
    title: 'Pohela Boishakh Shopping List: Red, White and Ready',
    author: 'Nusrat Jahan',
    daysAgo: 16,
    icon: 'womens-fashion',
    colour: '#c62828',
    html:
      `<p>Pohela Boishakh is the one day the whole country seems to dress in red and white. Here is a short list ` +
      `so you are ready when the first procession starts.</p>
<h2>For her</h2>
<ul>
<li>A white or off-white cotton saree with a red border: cool enough for a mid-April afternoon.</li>
<li>Glass bangles in red and white, and a flower garland (buy those fresh on the morning).</li>
<li>Comfortable sandals: the day involves a lot of walking.</li>
</ul>
<h2>For him</h2>
<ul>
<li>A cotton panjabi in red, white or a block print. Choose a loose fit: it will be hot.</li>
<li>A gamchha-print scarf if you want the traditional look.</li>
</ul>
<h2>For the children</h2>
<p>Small panjabis and frocks in festive prints sell out early in the week. Buy one size up if they are growing fast; ` +
      `Boishakh outfits are often worn again for school programmes.</p>
<h2>For the table</h2>
<ol>
<li>Rice for panta bhat, with hilsa or dried fish if the budget allows.</li>
<li>Dried chillies, mustard oil and lentils for bhorta.</li>
<li>Sweets and doi for guests: order these for the day itself so they arrive fresh.</li>
</ol>
<p>Shubho Noboborsho. Order clothes a week ahead, and keep the morning for the mela.</p>`,
  },
  {
    slug: 'spot-fake-products',
    title: 'How to Spot Fake Products When You Shop Online',
    author: 'Tanvir Hasan',
    daysAgo: 30,
    trending: true,
    icon: 'health-beauty',
    colour: '#6a1b9a',
    html:
      `<p>Counterfeit cosmetics, chargers and watches are common in every market, online or not. A few habits ` +
      `protect your money and, with electronics and skin care, your health.</p>
<h2>Warning signs on the listing</h2>
<ul>
<li>A price far below every other seller's for a well-known brand.</li>
<li>Blurry photos, or photos copied from the brand's own website with no real picture of the item.</li>
<li>No brand, model number or warranty information.</li>
</ul>
<h2>Checks when it arrives</h2>
<ol>
<li><strong>Packaging</strong>: spelling mistakes, poor printing or a missing batch number are bad signs.</li>
<li><strong>Serial numbers</strong>: many brands let you check a serial or scratch code on their website or by SMS.</li>
<li><strong>Phones</strong>: check that the IMEI on the box matches the one in the phone's settings and that it is ` +
      `registered with the national IMEI database.</li>
<li><strong>Chargers and cables</strong>: a genuine charger is heavier than a copy and its prongs fit firmly. A ` +
      `cheap charger that gets hot is a fire risk.</li>
</ol>
<h2>What to do about a fake</h2>
<p>Refuse the parcel if you can tell at the door. If you find out later, contact the shop with photos and your ` +
      `invoice. Genuine shops take fakes back; the Directorate of National Consumer Rights Protection takes ` +
      `complaints about those who do not.</p>`,
  },
  {
    slug: 'flash-sale-strategy',
    title: 'Getting the Most from Flash Sales and Coupons',
    author: 'Farhana Akter',
    daysAgo: 44,
    icon: 'shop',
    colour: '#ef6c00',
    html:
      `<p>Flash sales are short by design: the countdown is there to make you decide quickly. A plan made ` +
      `beforehand turns that pressure into real savings.</p>
<h2>Before the sale</h2>
<ul>
<li>Add what you want to your wishlist a few days early, so you know the normal price.</li>
<li>Check your delivery address and phone number are saved: checkout is faster.</li>
<li>Read the coupon conditions: most have a minimum order and an end date.</li>
</ul>
<h2>During the sale</h2>
<ol>
<li>Compare the sale price with the price you noted, not with the struck-through number.</li>
<li>Put the items in your cart and apply the coupon <strong>before</strong> you choose delivery, so you see the real ` +
      `total.</li>
<li>Remember only one coupon applies to an order. Use it on the order where it saves the most.</li>
</ol>
<h2>After the sale</h2>
<p>If a price drops further the next day, there is little to do: flash prices are for their window only. The best ` +
      `protection is to buy what you had planned, and not what the countdown suggested.</p>`,
  },
];
