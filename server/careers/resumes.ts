import type { Kysely } from 'kysely';
import { checkFormTexts } from '../../shared/validation/fieldErrors';
import { inEnglish, serverText } from '../lib/serverText';
import { resumeSchema } from '../../shared/validation/resumeSchema';
import type { DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import { toPoisha } from '../lib/money';
import { describeUpload } from '../uploads/documents';
import { bangladeshToday, deadlineText, findJobPost } from './jobPosts';

export const RESUME_RECEIVED_TEXT = serverText('server.resumeReceived');
/** In English, word for word as the English catalogue has it. */
export const RESUME_RECEIVED = inEnglish(RESUME_RECEIVED_TEXT);
const jobClosedText = (title: string, deadline: string) =>
  serverText('server.jobClosed', { title, deadline: deadlineText(deadline) });
export const jobClosed = (title: string, deadline: string) => inEnglish(jobClosedText(title, deadline));

/** What the resume form sends: its text fields, and the CV's bytes when a file came. */
export type ResumeSubmission = Record<string, unknown> & { cv?: Buffer };

/**
 * Keeps a resume for a job post taking resumes today. The fields are checked by the resume
 * schema the island uses, with the CV described by its content (a text file named cv.pdf is
 * refused); the CV is stored in the database with the resume, never in the public storage.
 */
export async function submitResume(db: Kysely<DB>, submission: ResumeSubmission, now = new Date()): Promise<void> {
  const upload = submission.cv?.length ? describeUpload(submission.cv) : undefined;
  const checked = await checkFormTexts(resumeSchema, { ...submission, cv: upload });
  if (!checked.ok) throw new Refused(Object.values(checked.errors)[0][0], { fields: checked.errors });
  const resume = checked.value;
  const post = await findJobPost(db, resume.job_post_id);
  if (post.deadline < bangladeshToday(now)) throw new Refused(jobClosedText(post.title, post.deadline));
  await db
    .insertInto('resumes')
    .values({
      job_post_id: post.id,
      name: resume.name,
      email: resume.email,
      phone: resume.phone,
      experience: Number(resume.experience),
      dob: resume.dob,
      expected_salary: toPoisha(resume.expected_salary),
      address: resume.address,
      message: resume.message || null,
      cv: submission.cv!,
      cv_type: upload!.kind!,
      cv_size: upload!.size,
    })
    .execute();
}
