import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sanitizeRichText } from '../lib/richText';

/** A published content page (About Us ...) by its slug, its HTML sanitised; null when there is none. */
export async function findContentPage(
  db: Kysely<DB>,
  slug: string,
): Promise<{ title: string; html: string; updated_at: string } | null> {
  const page = await db
    .selectFrom('content_pages')
    .select(['title', 'html', 'updated_at'])
    .where('slug', '=', slug)
    .where('status', '=', 1)
    .executeTakeFirst();
  return page ? { ...page, html: sanitizeRichText(page.html) } : null;
}
