import type { BlogPostSeed } from './types';

/** Tech & Gadgets: phones, laptops and keeping electronics alive. */
export const TECH_GADGETS: BlogPostSeed[] = [
  {
    slug: 'choosing-a-phone-under-20000',
    title: 'Choosing a Phone Under ৳20,000',
    author: 'Arif Chowdhury',
    daysAgo: 4,
    featured: true,
    trending: true,
    icon: 'mobiles-tablets',
    colour: '#1565c0',
    html:
      `<p>Under ৳20,000 is where most phones in Bangladesh are sold, and where the choice is hardest: a dozen ` +
      `models look alike on paper. Here is what matters, in order.</p>
<h2>1. Official or unofficial</h2>
<p>Buy an <strong>official</strong> phone with the brand's local warranty. An unofficial import can be cheaper, but ` +
      `it may have no service centre support, and a phone whose IMEI is not registered can lose its mobile network. ` +
      `Check the IMEI on the box against the phone's settings before you pay.</p>
<h2>2. Memory and storage</h2>
<ul>
<li><strong>RAM</strong>: 6 GB keeps apps open and switches smoothly; 4 GB is the minimum in 2026.</li>
<li><strong>Storage</strong>: 128 GB. Photos, videos and messaging apps fill 64 GB within a year.</li>
</ul>
<h2>3. Battery and charging</h2>
<p>Look for a 5,000 mAh battery and at least 18 W charging. With load-shedding in the summer, a phone that lasts a ` +
      `full day and charges in under two hours is worth more than an extra camera.</p>
<h2>4. Display and processor</h2>
<ul>
<li>A 90 Hz or 120 Hz screen makes scrolling smoother; an AMOLED panel is easier to read outdoors.</li>
<li>For the processor, compare benchmark scores rather than core counts: eight slow cores are still slow.</li>
</ul>
<h2>5. Camera, last</h2>
<p>Megapixel numbers say little. Look at sample photos taken in low light: that is where phones at this price differ ` +
      `most.</p>
<h2>Our checklist</h2>
<ol>
<li>Official warranty and IMEI checked.</li>
<li>6 GB RAM, 128 GB storage.</li>
<li>5,000 mAh, 18 W or faster.</li>
<li>A screen you have seen in daylight.</li>
</ol>`,
  },
  {
    slug: 'make-your-phone-battery-last',
    title: 'Make Your Phone Battery Last Longer',
    author: 'Arif Chowdhury',
    daysAgo: 12,
    icon: 'electronics-accessories',
    colour: '#00838f',
    html:
      `<p>A phone battery wears out with heat and with charge cycles. You cannot stop that, but you can slow it ` +
      `down by years.</p>
<h2>Everyday habits</h2>
<ul>
<li><strong>Keep it cool.</strong> Heat is the worst enemy of a battery. Do not leave the phone on a car dashboard ` +
      `or under a pillow while charging.</li>
<li><strong>Avoid 0 % and 100 %.</strong> Charging between about 20 % and 80 % is gentler. Many phones now have a ` +
      `setting that stops at 80 %.</li>
<li><strong>Use a proper charger.</strong> The original or a certified one. Cheap chargers deliver unstable ` +
      `current.</li>
</ul>
<h2>Settings that help</h2>
<ol>
<li>Lower the screen brightness or turn on adaptive brightness.</li>
<li>Turn off location for apps that do not need it.</li>
<li>Use dark mode on AMOLED screens.</li>
<li>Restrict background data for social apps.</li>
</ol>
<h2>During load-shedding</h2>
<p>A power bank of 10,000 mAh charges most phones twice. Charge it whenever power is on, and keep it out of the sun.</p>
<h2>When to replace the battery</h2>
<p>If the phone shuts down at 20 % or swells at the back, stop using it and have the battery replaced at an ` +
      `authorised service centre. A swollen battery can catch fire.</p>`,
  },
  {
    slug: 'laptop-for-university',
    title: 'Buying a Laptop for University: What Actually Matters',
    author: 'Sadia Islam',
    daysAgo: 23,
    icon: 'electronics-accessories',
    colour: '#283593',
    html:
      `<p>A university laptop should last four years of assignments, online classes and the occasional film. ` +
      `Spending wisely matters more than spending a lot.</p>
<h2>The specification that matters</h2>
<ul>
<li><strong>SSD storage</strong>, at least 512 GB. An SSD makes an old processor feel fast; a hard disk makes a new ` +
      `one feel slow.</li>
<li><strong>8 GB of RAM</strong> at the minimum, 16 GB if you will use design or programming tools.</li>
<li><strong>A recent processor</strong>: a current Core i5 or Ryzen 5 is enough for almost every course.</li>
<li><strong>Battery life</strong> of six hours or more in real use.</li>
</ul>
<h2>By subject</h2>
<ol>
<li><strong>Business, arts and social sciences</strong>: a light 14-inch laptop with good battery life.</li>
<li><strong>Engineering and computer science</strong>: 16 GB RAM and a comfortable keyboard for long coding ` +
      `sessions.</li>
<li><strong>Architecture and design</strong>: a dedicated graphics card and a colour-accurate screen.</li>
</ol>
<h2>Before you pay</h2>
<p>Check the warranty card and where the service centre is. Ask whether the Windows licence is genuine. And buy a ` +
      `voltage stabiliser or a UPS: power cuts and voltage drops are the most common cause of laptop repairs here.</p>`,
  },
  {
    slug: 'protect-electronics-load-shedding',
    title: 'Protecting Your Electronics During Load-Shedding',
    author: 'Arif Chowdhury',
    daysAgo: 37,
    icon: 'plug',
    colour: '#ad1457',
    html:
      `<p>Power cuts are not only inconvenient. The moment the power comes back, a surge can damage a ` +
      `refrigerator, a television or a router. A few precautions cost far less than a repair.</p>
<h2>Know your protection</h2>
<ul>
<li><strong>Voltage stabiliser</strong>: keeps the voltage steady for refrigerators, ACs and televisions.</li>
<li><strong>Surge protector</strong>: a multi-plug with surge protection for computers and chargers.</li>
<li><strong>UPS</strong>: a battery that keeps a computer or router running for a few minutes, enough to save your ` +
      `work.</li>
<li><strong>IPS</strong>: runs fans and lights for hours during longer cuts.</li>
</ul>
<h2>When the power goes</h2>
<ol>
<li>Switch off the AC, the refrigerator and the water pump at the wall.</li>
<li>Leave one light switched on, so you know when the power is back.</li>
<li>Wait two or three minutes after it returns before switching heavy appliances back on.</li>
</ol>
<h2>The refrigerator</h2>
<p>A closed refrigerator keeps food cold for about four hours. Avoid opening it during a cut, and never restart the ` +
      `compressor immediately after the power returns: wait a few minutes.</p>`,
  },
  {
    slug: 'mobile-banking-safety',
    title: 'Staying Safe with Mobile Financial Services',
    author: 'Sadia Islam',
    daysAgo: 52,
    icon: 'mobiles-tablets',
    colour: '#2e7d32',
    html:
      `<p>Mobile wallets have made paying bills and sending money home easy. They have also made fraud easy. ` +
      `Almost every scam relies on one thing: getting you to share your PIN or a one-time code.</p>
<h2>The rules that stop most fraud</h2>
<ul>
<li><strong>Never share your PIN or OTP</strong>, with anyone. No company will ever ask for it on the phone.</li>
<li>Ignore calls saying money was "sent by mistake" to you. Check your balance in the app, not on the caller's ` +
      `word.</li>
<li>Do not click links in SMS messages promising prizes or cashback.</li>
</ul>
<h2>Protect your account</h2>
<ol>
<li>Set a PIN that is not your birth year or 1234.</li>
<li>Lock the app with your fingerprint where possible.</li>
<li>Keep your SIM registered in your own name.</li>
<li>Check your transaction history every week.</li>
</ol>
<h2>If you are cheated</h2>
<p>Call your provider's official hotline at once: a transfer can sometimes be held if reported quickly. Then file a ` +
      `general diary at your police station with the transaction ID. When you shop with us, cash on delivery means ` +
      `you never need to share a wallet PIN with anyone.</p>`,
  },
];
