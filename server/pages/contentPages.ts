import { serverText } from '../lib/serverText';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { NotFound } from '../lib/domainErrors';
import { sanitizeRichText } from '../lib/richText';

/** A published content page (About Us ...) by its slug, its HTML sanitised. */
export async function findContentPage(db: Kysely<DB>, slug: string): Promise<{ title: string; html: string; updated_at: string }> {
  const page = await db.selectFrom('content_pages').select(['title', 'html', 'updated_at']).where('slug', '=', slug).where('status', '=', 1).executeTakeFirst();
  if (!page) throw new NotFound(serverText('server.pageNotFound'));
  return { ...page, html: sanitizeRichText(page.html) };
}
