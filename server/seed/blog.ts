import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { FASHION_CARE } from './blogPosts/fashionCare';
import { HOME_LIVING } from './blogPosts/homeLiving';
import { SHOPPING_GUIDES } from './blogPosts/shoppingGuides';
import { TECH_GADGETS } from './blogPosts/techGadgets';
import type { BlogPostSeed } from './blogPosts/types';
import { blogDrawing, type Drawing } from './images';

const DAY = 24 * 3600_000;

/** The demo blog's four categories and their posts. */
export const BLOG_CATEGORIES: { name: string; slug: string; posts: BlogPostSeed[] }[] = [
  { name: 'Shopping Guides', slug: 'shopping-guides', posts: SHOPPING_GUIDES },
  { name: 'Tech & Gadgets', slug: 'tech-gadgets', posts: TECH_GADGETS },
  { name: 'Fashion & Care', slug: 'fashion-care', posts: FASHION_CARE },
  { name: 'Home & Living', slug: 'home-living', posts: HOME_LIVING },
];

/** Where a post's pictures are: blog/{slug}/thumbnail.webp (600x375) and banner.webp (1200x500). */
export const blogPicture = (slug: string, kind: 'thumbnail' | 'banner') => `blog/${slug}/${kind}.webp`;

/** Readers' comments: the Eid guide has more than a page of them (8 a page). */
const COMMENTS: Record<string, [string, string][]> = {
  'eid-shopping-guide': [
    ['Rumana Kabir', 'Ordering ten days ahead worked for us last year: everything reached Sylhet before the rush.'],
    ['Imran Hossain', 'Good point about checking the stitching at the door. I once paid first and regretted it.'],
    ['Shirin Akter', 'Could you write one about children’s sizes? They change every Eid!'],
    ['Kamal Uddin', 'The budget per person idea is simple but it really helps.'],
    ['Fatema Begum', 'We measure everyone on the first day of Ramadan now. No more exchanges.'],
    ['Sabbir Ahmed', 'Useful list. Sharing it with my family group.'],
    ['Nasrin Sultana', 'Do couriers deliver on chand raat?'],
    ['Mahmudul Hasan', 'Ordered the panjabis today thanks to this reminder.'],
    ['Tahmina Rahman', 'Cash on delivery is the only way my mother will shop online, and this explains it well.'],
    ['Jahid Islam', 'Eid Mubarak in advance to the Haat team!'],
  ],
  'choosing-a-phone-under-20000': [
    ['Tanjim Alam', 'The IMEI check saved me from an unofficial phone last month.'],
    ['Sumaiya Khan', 'Agree on the battery. With load-shedding, 5,000 mAh is a must.'],
    ['Rafiq Mia', 'Which one would you pick for mostly video calls with family abroad?'],
  ],
  'caring-for-clothes-in-the-monsoon': [
    ['Lubna Yasmin', 'The chalk trick really works in our cupboard in Chattogram.'],
    ['Hasan Mahmud', 'Never knew about refolding jamdani. Thank you!'],
  ],
  'keeping-mosquitoes-out': [
    ['Dr. Ayesha Siddiqua', 'Clear and correct advice. Please do get tested early if fever starts.'],
  ],
};

/** Four categories, the posts (dated back from `now`) and some comments. */
export async function seedBlog(db: Kysely<DB>, now = new Date()): Promise<number> {
  let posts = 0;
  for (const [position, category] of BLOG_CATEGORIES.entries()) {
    const { id: categoryId } = await db
      .insertInto('blog_categories')
      .values({ name: category.name, slug: category.slug, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const post of category.posts) {
      const createdAt = now.getTime() - post.daysAgo * DAY;
      const { id } = await db
        .insertInto('blogs')
        .values({
          category_id: categoryId,
          title: post.title,
          slug: post.slug,
          description: post.html,
          author_name: post.author,
          thumbnail: JSON.stringify([blogPicture(post.slug, 'thumbnail')]),
          banner: JSON.stringify([blogPicture(post.slug, 'banner')]),
          featured: post.featured ? 1 : 0,
          trending: post.trending ? 1 : 0,
          created_at: new Date(createdAt).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const comments = COMMENTS[post.slug] ?? [];
      if (comments.length) {
        await db
          .insertInto('blog_comments')
          .values(
            comments.map(([name, comment], i) => ({
              blog_id: id,
              name,
              comment,
              email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
              created_at: new Date(createdAt + (i + 1) * 3 * 3600_000).toISOString(),
            })),
          )
          .execute();
      }
      posts += 1;
    }
  }
  return posts;
}

/** Every post's thumbnail and banner. */
export function blogDrawings(): Drawing[] {
  return BLOG_CATEGORIES.flatMap((c) => c.posts).flatMap((post) => [
    blogDrawing(blogPicture(post.slug, 'thumbnail'), post.icon, post.colour, 600, 375, 'blogThumbnail'),
    blogDrawing(blogPicture(post.slug, 'banner'), post.icon, post.colour, 1200, 500, null),
  ]);
}
