import { inEnglish, serverText } from '../lib/serverText';
import type { Kysely } from 'kysely';
import type { Blog, BlogCategory, BlogDetail } from '../../shared/api/blogContract';
import type { DB } from '../db/schema';
import { NotFound } from '../lib/domainErrors';
import { sanitizeRichText, teaser, textOf } from '../lib/richText';

/** Teasers: the first post of /blog shows 400 characters of its text, every other list 150. */
export const FIRST_TEASER = 400;
export const TEASER = 150;
export const SIDE_LIST_AT_MOST = 5;
export const RELATED_AT_MOST = 3;

export const BLOG_NOT_FOUND_TEXT = serverText('server.blogNotFound');
const CATEGORY_NOT_FOUND_TEXT = serverText('server.blogCategoryNotFound');
/** In English, word for word as the English catalogue has them. */
export const BLOG_NOT_FOUND = inEnglish(BLOG_NOT_FOUND_TEXT);
export const CATEGORY_NOT_FOUND = inEnglish(CATEGORY_NOT_FOUND_TEXT);

/** Published posts with their category, newest first. */
function published(db: Kysely<DB>) {
  return db
    .selectFrom('blogs')
    .leftJoin('blog_categories as category', (join) =>
      join.onRef('category.id', '=', 'blogs.category_id').on('category.status', '=', 1),
    )
    .select([
      'blogs.id',
      'blogs.slug',
      'blogs.title',
      'blogs.description',
      'blogs.thumbnail',
      'blogs.banner',
      'blogs.created_at',
      'blogs.category_id',
      'blogs.author_name',
      'category.name as category_name',
      'category.slug as category_slug',
    ])
    .where('blogs.status', '=', 1)
    .orderBy('blogs.created_at', 'desc')
    .orderBy('blogs.id', 'desc');
}

type BlogRow = Awaited<ReturnType<ReturnType<typeof published>['execute']>>[number];

const paths = (json: string): string[] => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
};

function toBlog(row: BlogRow, teaserLength = TEASER): Blog {
  const category = row.category_slug && row.category_name ? { name: row.category_name, slug: row.category_slug } : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: teaser(textOf(row.description), teaserLength),
    thumbnail: paths(row.thumbnail),
    banner: paths(row.banner),
    created_at: row.created_at,
    category,
    category_id: category ? row.category_id : null,
    category_slug: category?.slug ?? null,
    category_name: category?.name ?? null,
    admin_name: row.author_name,
  };
}

/** The active categories, each with its number of published posts. */
export async function blogCategories(db: Kysely<DB>): Promise<BlogCategory[]> {
  const rows = await db
    .selectFrom('blog_categories')
    .leftJoin('blogs', (join) => join.onRef('blogs.category_id', '=', 'blog_categories.id').on('blogs.status', '=', 1))
    .select([
      'blog_categories.id',
      'blog_categories.name',
      'blog_categories.slug',
      (eb) => eb.fn.count<number>('blogs.id').as('blogs_count'),
    ])
    .where('blog_categories.status', '=', 1)
    .groupBy(['blog_categories.id', 'blog_categories.name', 'blog_categories.slug', 'blog_categories.position'])
    .orderBy('blog_categories.position')
    .orderBy('blog_categories.name')
    .execute();
  return rows.map((r) => ({ ...r, blogs_count: Number(r.blogs_count) }));
}

/** Every published post: the newest one (with the long teaser) and the rest. */
export async function allBlogs(db: Kysely<DB>): Promise<{ first_blog: Blog | null; rest_blogs: Blog[] }> {
  const [first, ...rest] = await published(db).execute();
  return { first_blog: first ? toBlog(first, FIRST_TEASER) : null, rest_blogs: rest.map((row) => toBlog(row)) };
}

export async function flaggedBlogs(db: Kysely<DB>, flag: 'trending' | 'featured'): Promise<Blog[]> {
  const rows = await published(db).where(`blogs.${flag}`, '=', 1).limit(SIDE_LIST_AT_MOST).execute();
  return rows.map((row) => toBlog(row));
}

/** The other newest posts of the category; both the category and the post must exist. */
export async function relatedBlogs(db: Kysely<DB>, categoryId: number, blogId: number): Promise<Blog[]> {
  const [category, blog] = await Promise.all([
    db
      .selectFrom('blog_categories')
      .select('id')
      .where('id', '=', categoryId)
      .where('status', '=', 1)
      .executeTakeFirst(),
    published(db).where('blogs.id', '=', blogId).executeTakeFirst(),
  ]);
  if (!category) throw new NotFound(CATEGORY_NOT_FOUND_TEXT);
  if (!blog) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  const rows = await published(db)
    .where('blogs.category_id', '=', categoryId)
    .where('blogs.id', '!=', blogId)
    .limit(RELATED_AT_MOST)
    .execute();
  return rows.map((row) => toBlog(row));
}

/** A published post by its slug, its body sanitised. */
export async function findBlog(db: Kysely<DB>, slug: string): Promise<BlogDetail> {
  const row = await published(db).where('blogs.slug', '=', slug).executeTakeFirst();
  if (!row) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  return { ...toBlog(row), description: sanitizeRichText(row.description) };
}

/** Whether a post is published (comments go only to those). */
export async function blogExists(db: Kysely<DB>, blogId: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('blogs').select('id').where('id', '=', blogId).where('status', '=', 1).executeTakeFirst(),
  );
}

/** An active category by its slug, with its count and its published posts. */
export async function blogCategoryPosts(
  db: Kysely<DB>,
  slug: string,
): Promise<{ category: BlogCategory; blogs: Blog[] }> {
  const category = (await blogCategories(db)).find((c) => c.slug === slug);
  if (!category) throw new NotFound(CATEGORY_NOT_FOUND_TEXT);
  const rows = await published(db).where('blogs.category_id', '=', category.id).execute();
  return { category, blogs: rows.map((row) => toBlog(row)) };
}
