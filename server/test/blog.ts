import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedBlog } from '../seed/blog';
import { seedCareers } from '../seed/careers';

/** HTML an editor (or an attacker with an editor's password) might save. */
export const HOSTILE_HTML =
  '<h2 onmouseover="steal()">Deals</h2><p>Read <a href="javascript:alert(1)">this</a></p>' +
  '<script>document.cookie</script><img src="/storage/x.webp" onerror="alert(1)"><iframe src="https://evil.test"></iframe><p>Safe text.</p>';

/**
 * The demo blog and careers (four categories, eighteen posts, comments, About Us, five open job
 * posts and a closed one), plus a post with hostile HTML, an unpublished post and an empty
 * category. Answers the ids the tests use.
 */
export async function stockBlog(db: Kysely<DB>) {
  await seedBlog(db);
  await seedCareers(db);
  const category = (slug: string) =>
    db
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const blog = (slug: string) =>
    db
      .selectFrom('blogs')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const shopping = await category('shopping-guides');
  const hostile = await db
    .insertInto('blogs')
    .values({
      category_id: shopping,
      title: 'Hostile <b>post</b>',
      slug: 'hostile-post',
      description: HOSTILE_HTML,
      author_name: 'Mallory',
      created_at: '2020-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hidden = await db
    .insertInto('blogs')
    .values({
      category_id: shopping,
      title: 'Draft',
      slug: 'draft-post',
      description: '<p>Not yet</p>',
      author_name: 'Editor',
      status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const empty = await db
    .insertInto('blog_categories')
    .values({ name: 'Recipes', slug: 'recipes', position: 9 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobs = await db.selectFrom('job_posts').select(['id', 'slug', 'deadline']).orderBy('deadline').execute();
  return {
    shopping,
    tech: await category('tech-gadgets'),
    empty: empty.id,
    eid: await blog('eid-shopping-guide'),
    phone: await blog('choosing-a-phone-under-20000'),
    hostile: hostile.id,
    hidden: hidden.id,
    closedJob: jobs[0].id,
    openJob: jobs[1].id,
  };
}

export type BlogStock = Awaited<ReturnType<typeof stockBlog>>;
