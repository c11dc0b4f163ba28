import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toTaka } from '../lib/money';
import { documentType, type DocumentKind } from '../uploads/documents';
import { deadlineText } from './jobPosts';

const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'applicant';

/**
 * For the hiring team: every resume received, by job post, with each CV copied into
 * `outDir/{job-slug}/{resume id}-{name}.{ext}` (the extension of its kind judged by content).
 * Answers the report to print. Copying again overwrites the same files.
 */
export async function exportResumes(db: Kysely<DB>, outDir: string): Promise<string[]> {
  const rows = await db
    .selectFrom('resumes')
    .innerJoin('job_posts', 'job_posts.id', 'resumes.job_post_id')
    .select([
      'resumes.id',
      'resumes.name',
      'resumes.email',
      'resumes.phone',
      'resumes.experience',
      'resumes.expected_salary',
      'resumes.cv',
      'resumes.cv_type',
      'resumes.created_at',
      'job_posts.title',
      'job_posts.slug',
      'job_posts.deadline',
    ])
    .orderBy('job_posts.deadline')
    .orderBy('job_posts.id')
    .orderBy('resumes.id')
    .execute();
  if (rows.length === 0) return ['No resumes received yet.'];
  const lines: string[] = [];
  let job = '';
  for (const row of rows) {
    if (row.slug !== job) {
      job = row.slug;
      const count = rows.filter((r) => r.slug === job).length;
      lines.push('', `${row.title} (deadline ${deadlineText(row.deadline)}): ${count} resume${count === 1 ? '' : 's'}`);
    }
    const file = path.join(
      row.slug,
      `${row.id}-${fileSafe(row.name)}.${documentType(row.cv_type as DocumentKind).ext}`,
    );
    await mkdir(path.join(outDir, row.slug), { recursive: true });
    await writeFile(path.join(outDir, file), row.cv);
    const salary = toTaka(Number(row.expected_salary)).toLocaleString('en-IN');
    lines.push(
      `  #${row.id} ${row.name} <${row.email}> ${row.phone} · ${row.experience} years · expects ` +
        `৳${salary} · received ${row.created_at.slice(0, 10)} · ${file}`,
    );
  }
  lines.push('', `${rows.length} CV${rows.length === 1 ? '' : 's'} copied to ${outDir}`);
  return lines;
}
