import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const DAY = 24 * 3600_000;

const ABOUT_US =
  `<p>Haat is an online shop for the whole of Bangladesh. We started with a simple idea: a family in ` +
  `Rangpur or Barishal should be able to buy the same things, at the same prices, as a family in Gulshan, and pay ` +
  `only when the parcel is in their hands.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Cash on delivery everywhere.</strong> We deliver to all 64 districts with Pathao, and you pay at your ` +
  `door.</li>
<li><strong>Honest prices.</strong> The price you see is the price you pay; delivery is shown before you order.</li>
<li><strong>Genuine products.</strong> We buy from brands and their official distributors, and take back anything ` +
  `that is not what we promised.</li>
<li><strong>A site that works on any phone.</strong> Our pages are built to load quickly on a slow connection and a ` +
  `modest handset.</li>
</ul>
<h2>Our story</h2>
<p>Haat began in a small office in Dhaka with a few hundred products and one delivery partner. Today we carry ` +
  `thousands of products in twelve departments, from groceries and clothes to phones and home appliances, and a team ` +
  `in Dhaka and Chattogram works to get each order to you quickly.</p>
<h2>Talk to us</h2>
<p>Our hotline, 09612-345678, is open every day from 9 am to 10 pm. You can also read our <a href="/blog">blog</a> ` +
  `for shopping guides, or see our <a href="/careers">open positions</a> if you would like to work with us.</p>`;

interface JobSeed {
  title: string;
  slug: string;
  department: string;
  location: string;
  job_type: string;
  days: number;
  html: string;
}

const job = (intro: string, duties: string[], needs: string[]) =>
  `<p>${intro}</p><h3>What you will do</h3><ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>` +
  `<h3>What we are looking for</h3><ul>${needs.map((n) => `<li>${n}</li>`).join('')}</ul>`;

/** Five open positions and one whose deadline has passed (days: the deadline, from the seeding day). */
const JOBS: JobSeed[] = [
  {
    title: 'Customer Support Executive',
    slug: 'customer-support-executive',
    department: 'Customer Experience',
    location: 'Dhaka (Tejgaon)',
    job_type: 'Full-time',
    days: 12,
    html: job(
      'Help shoppers across Bangladesh by phone, chat and email, from order questions to returns.',
      [
        'Answer calls and chats about orders, deliveries and returns.',
        'Follow up with couriers on late parcels.',
        'Record feedback that helps us improve.',
      ],
      [
        'Clear spoken Bangla and good written English.',
        'Patience and a friendly manner.',
        'HSC or higher; a year of call-centre experience is a plus.',
      ],
    ),
  },
  {
    title: 'Frontend Engineer (React)',
    slug: 'frontend-engineer-react',
    department: 'Technology',
    location: 'Dhaka (Banani) / Remote',
    job_type: 'Full-time',
    days: 21,
    html: job(
      'Build the storefront that millions of shoppers use on modest phones and slow networks.',
      [
        'Build fast, accessible pages with React and TypeScript.',
        'Measure and reduce the JavaScript each page sends.',
        'Write tests that read like a shopper.',
      ],
      [
        'Two or more years with React and TypeScript.',
        'Care for performance and accessibility.',
        'Experience with server-rendered pages is a plus.',
      ],
    ),
  },
  {
    title: 'Warehouse Supervisor',
    slug: 'warehouse-supervisor',
    department: 'Operations',
    location: 'Gazipur',
    job_type: 'Full-time',
    days: 16,
    html: job(
      'Lead a team of pickers and packers at our main warehouse.',
      [
        'Plan shifts and daily picking targets.',
        'Keep stock counts accurate.',
        'Make sure every parcel leaves packed well and on time.',
      ],
      [
        'Three years of warehouse or logistics experience.',
        'Comfort with spreadsheets and handheld scanners.',
        'Able to work rotating shifts in peak seasons.',
      ],
    ),
  },
  {
    title: 'Digital Marketing Executive',
    slug: 'digital-marketing-executive',
    department: 'Marketing',
    location: 'Dhaka (Banani)',
    job_type: 'Full-time',
    days: 9,
    html: job(
      'Plan and run our campaigns for Eid, Pohela Boishakh and the year in between.',
      [
        'Run social media and search campaigns.',
        'Write campaign copy in Bangla and English.',
        'Report on what each campaign sold, not only clicks.',
      ],
      [
        'One to three years in digital marketing.',
        'Good writing in both languages.',
        'Comfort with numbers and analytics tools.',
      ],
    ),
  },
  {
    title: 'Delivery Operations Coordinator',
    slug: 'delivery-operations-coordinator',
    department: 'Operations',
    location: 'Chattogram',
    job_type: 'Contract (6 months)',
    days: 30,
    html: job(
      'Coordinate deliveries with our courier partners in the Chattogram division.',
      [
        'Track parcels and solve delivery problems with couriers.',
        'Handle returned and refused parcels.',
        'Report delivery times by area every week.',
      ],
      [
        'Experience in courier or logistics operations.',
        'Knowledge of Chattogram and its districts.',
        'A motorcycle licence is a plus.',
      ],
    ),
  },
  {
    title: 'Bangla Content Writer',
    slug: 'bangla-content-writer',
    department: 'Marketing',
    location: 'Dhaka (Banani)',
    job_type: 'Part-time',
    days: -5,
    html: job(
      'Write product descriptions and blog posts in Bangla.',
      ['Write clear product descriptions.', 'Write shopping guides for the blog.'],
      ['Excellent written Bangla.', 'A portfolio of published writing.'],
    ),
  },
];

/** The Bangladesh day `days` from now, YYYY-MM-DD. */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + 6 * 3600_000 + days * DAY).toISOString().slice(0, 10);

/** The About Us page and the job posts. */
export async function seedCareers(db: Kysely<DB>, now = new Date()): Promise<number> {
  await db.insertInto('content_pages').values({ slug: 'about-us', title: 'About Us', html: ABOUT_US }).execute();
  await db
    .insertInto('job_posts')
    .values(JOBS.map(({ days, html, ...post }) => ({ ...post, description: html, deadline: dayFrom(now, days) })))
    .execute();
  return JOBS.length;
}
