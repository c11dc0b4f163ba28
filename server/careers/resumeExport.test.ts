import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stockBlog } from '../test/blog';
import { tinyDocx, tinyPdf } from '../test/documents';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { exportResumes } from './resumeExport';
import { submitResume } from './resumes';

describe.each(TEST_DIALECTS)('the resumes for the hiring team on %s', (dialect) => {
  const database = testDatabase(dialect, stockBlog);
  const out = mkdtempSync(path.join(tmpdir(), 'haat-resumes-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('says so when none came yet', async () => {
    expect(await exportResumes(database.db, out)).toEqual(['No resumes received yet.']);
  });

  it('lists the resumes by job post and copies each CV under its kind', async () => {
    const apply = (name: string, cv: Buffer, job_post_id = database.stock.openJob) =>
      submitResume(database.db, {
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        phone: '01712345678',
        experience: '4',
        dob: '1994-01-10',
        expected_salary: '55000',
        address: 'Agrabad, Chattogram',
        job_post_id,
        cv,
      });
    await apply('Nusrat Jahan', tinyPdf());
    await apply('Rakib Hossain', tinyDocx());
    const lines = await exportResumes(database.db, out);
    const job = await database.db
      .selectFrom('job_posts')
      .select(['title', 'slug'])
      .where('id', '=', database.stock.openJob)
      .executeTakeFirstOrThrow();
    expect(lines[1]).toMatch(new RegExp(`^${job.title} \\(deadline .+\\): 2 resumes$`));
    expect(lines[2]).toMatch(
      /^ {2}#\d+ Nusrat Jahan <nusrat@example.com> 01712345678 · 4 years · expects ৳55,000 · received \d{4}-\d{2}-\d{2} · .+\.pdf$/,
    );
    expect(lines.at(-1)).toBe(`2 CVs copied to ${out}`);
    const [pdf, docx] = [lines[2], lines[3]].map((l) => l.split(' · ').at(-1)!);
    expect(pdf).toMatch(new RegExp(`^${job.slug}/\\d+-nusrat-jahan\\.pdf$`));
    expect(readFileSync(path.join(out, pdf)).equals(tinyPdf())).toBe(true);
    expect(readFileSync(path.join(out, docx)).equals(tinyDocx())).toBe(true);
  });
});
