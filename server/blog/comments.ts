import type { Kysely } from 'kysely';
import type { BlogComment, Commenter } from '../../shared/api/blogContract';
import type { Paged } from '../../shared/api/contract';
import { commentSchema } from '../../shared/validation/commentSchema';
import { checkFormTexts } from '../../shared/validation/fieldErrors';
import { inEnglish, serverText } from '../lib/serverText';
import type { DB } from '../db/schema';
import { NotFound, Refused } from '../lib/domainErrors';
import { BLOG_NOT_FOUND_TEXT, blogExists } from './blogs';

export const COMMENTS_PER_PAGE = 8;
export const COMMENT_POSTED_TEXT = serverText('server.commentPosted');
/** In English, word for word as the English catalogue has it. */
export const COMMENT_POSTED = inEnglish(COMMENT_POSTED_TEXT);

const toComment = (row: { id: number; name: string; comment: string; created_at: string }): BlogComment => ({
  id: row.id,
  comment_by: row.name,
  comments: row.comment,
  date: row.created_at,
});

/** A page of a published post's comments, newest first (a page past the last one is empty). */
export async function blogComments(db: Kysely<DB>, blogId: number, page: number): Promise<Paged<BlogComment>> {
  if (!(await blogExists(db, blogId))) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('blog_comments')
      .select(['id', 'name', 'comment', 'created_at'])
      .where('blog_id', '=', blogId)
      .orderBy('id', 'desc')
      .limit(COMMENTS_PER_PAGE)
      .offset((page - 1) * COMMENTS_PER_PAGE)
      .execute(),
    db
      .selectFrom('blog_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('blog_id', '=', blogId)
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  return {
    data: rows.map(toComment),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE)),
      per_page: COMMENTS_PER_PAGE,
      total,
    },
  };
}

/**
 * Posts a comment at once (there is no moderation): the form's fields checked by the comment
 * schema the island uses, on a published post; a signed-in customer's comment keeps their id.
 * Text is stored as typed and escaped where it is shown.
 */
export async function postComment(db: Kysely<DB>, input: unknown, customerId: number | null): Promise<BlogComment> {
  const checked = await checkFormTexts(commentSchema, input);
  if (!checked.ok) throw new Refused(Object.values(checked.errors)[0][0], { fields: checked.errors });
  const { name, email, comment, blog_id } = checked.value;
  if (!(await blogExists(db, blog_id))) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  const row = await db
    .insertInto('blog_comments')
    .values({ blog_id, name, email, comment, customer_id: customerId })
    .returning(['id', 'name', 'comment', 'created_at'])
    .executeTakeFirstOrThrow();
  return toComment(row);
}

/** What fills the comment form of a signed-in customer: the name and email of their account. */
export async function commenter(db: Kysely<DB>, customerId: number | undefined): Promise<Commenter | null> {
  if (!customerId) return null;
  const customer = await db
    .selectFrom('customers')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return customer ? { name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email } : null;
}
