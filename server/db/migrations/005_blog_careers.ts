import type { Kysely } from 'kysely';
import { isPostgres, nowDefault, tableWithId } from './helpers';

/**
 * The blog (categories, posts, comments), content pages (About Us), job posts with the resumes
 * sent for them, and the counters that limit how often one address may post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowDefault(db);
  const s = db.schema;

  await tableWithId(db, 'blog_categories')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await tableWithId(db, 'blogs')
    .addColumn('category_id', 'integer', (c) => c.references('blog_categories.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // The post as the shop's editors wrote it (HTML); sanitised whenever it is sent out.
    .addColumn('description', 'text', (c) => c.notNull())
    // JSON arrays of paths under /storage/; the first of each is shown.
    .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('blogs_status_created').on('blogs').columns(['status', 'created_at']).execute();
  await s.createIndex('blogs_category').on('blogs').columns(['category_id', 'status', 'created_at']).execute();
  await tableWithId(db, 'blog_comments')
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('blog_comments_blog').on('blog_comments').columns(['blog_id', 'id']).execute();

  await tableWithId(db, 'content_pages')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await tableWithId(db, 'job_posts')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull())
    // The last day (YYYY-MM-DD, Bangladesh time) resumes are taken.
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('job_posts_deadline').on('job_posts').columns(['status', 'deadline']).execute();
  await tableWithId(db, 'resumes')
    .addColumn('job_post_id', 'integer', (c) => c.notNull().references('job_posts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('experience', 'integer', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('expected_salary', 'bigint', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    // The CV itself lives in the database, never under the public storage folder: every server
    // process sees it, backups hold it, and no URL reaches it.
    .addColumn('cv', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('cv_type', 'text', (c) => c.notNull())
    .addColumn('cv_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('resumes_job_post').on('resumes').columns(['job_post_id', 'id']).execute();

  await s
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'resumes',
    'job_posts',
    'content_pages',
    'blog_comments',
    'blogs',
    'blog_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
