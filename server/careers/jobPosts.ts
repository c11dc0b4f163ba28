import { inEnglish, serverText } from '../lib/serverText';
import type { Kysely } from 'kysely';
import type { JobPost } from '../../shared/api/careersContract';
import type { DB } from '../db/schema';
import { NotFound } from '../lib/domainErrors';
import { sanitizeRichText } from '../lib/richText';

const JOB_NOT_FOUND_TEXT = serverText('server.jobNotFound');
/** In English, word for word as the English catalogue has it. */
export const JOB_NOT_FOUND = inEnglish(JOB_NOT_FOUND_TEXT);

/** Today's date in Bangladesh (UTC+6 all year): a job post takes resumes through its deadline day. */
export function bangladeshToday(now = new Date()): string {
  return new Date(now.getTime() + 6 * 3600_000).toISOString().slice(0, 10);
}

/** 2026-12-05 as '5 December 2026'. */
export function deadlineText(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The job posts taking resumes today, the soonest deadline first; descriptions sanitised. */
export async function openJobPosts(db: Kysely<DB>, now = new Date()): Promise<JobPost[]> {
  const rows = await db
    .selectFrom('job_posts')
    .select(['id', 'title', 'slug', 'department', 'location', 'job_type', 'deadline', 'description'])
    .where('status', '=', 1)
    .where('deadline', '>=', bangladeshToday(now))
    .orderBy('deadline')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, description: sanitizeRichText(row.description) }));
}

/** A published job post, open or closed. */
export async function findJobPost(db: Kysely<DB>, id: number) {
  const post = await db
    .selectFrom('job_posts')
    .select(['id', 'title', 'slug', 'deadline'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!post) throw new NotFound(JOB_NOT_FOUND_TEXT);
  return post;
}
