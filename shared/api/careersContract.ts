/*
 * Careers (server: server/routes/careers; client: careers.ts).
 *   POST /submit-resume (multipart: name, email, phone, experience, dob, expected_salary, address,
 *        message, cv, job_post_id) -> { message }
 * A closed or unknown job post: 422 / 404 { message }; bad fields 422 { message, errors }; too
 * many resumes from one address 429 { message }.
 */

export interface JobPost {
  id: number;
  title: string;
  slug: string;
  department: string;
  location: string;
  job_type: string;
  /** The last day resumes are taken (YYYY-MM-DD). */
  deadline: string;
  /** Sanitised HTML. */
  description: string;
}

/** /careers: the open job posts, soonest deadline first. */
export interface CareersPageProps {
  jobs: JobPost[];
}
