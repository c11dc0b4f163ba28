import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { CV_TOO_LARGE } from '../../../shared/validation/resumeSchema';
import { RESUME_RECEIVED, submitResume } from '../../careers/resumes';
import { Refused } from '../../lib/domainErrors';
import { waitText } from '../../limits/rateLimit';
import { HttpError } from '../../plugins/errors';

/** A few resumes an hour from one address. */
export const RESUME_LIMIT = { limit: 5, windowMs: 3600_000 };
export const tooManyResumes = (wait: string) => `You have sent several resumes in a short time. Please try again in ${wait}.`;

const text = { type: 'string', maxLength: 5000 } as const;
const FIELDS = ['name', 'email', 'phone', 'experience', 'dob', 'expected_salary', 'address', 'message', 'job_post_id'];

/** Send Us Your Resume: anyone may apply, no sign-in needed. */
const careerRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Record<string, unknown> }>(
    '/submit-resume',
    {
      schema: {
        // multipart/form-data: text fields arrive as strings, the CV as the file's bytes.
        body: { type: 'object', properties: { ...Object.fromEntries(FIELDS.map((f) => [f, text])), cv: {} } },
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
      },
      // A file past the upload limit of the whole shop is stopped while it arrives: answered as too large a CV.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new Refused(CV_TOO_LARGE, { fields: { cv: [CV_TOO_LARGE] } });
        throw error;
      },
    },
    async (request, reply) => {
      const wait = await app.limits.count(`resume|${request.ip}`, RESUME_LIMIT);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, tooManyResumes(waitText(wait)));
      }
      const { cv, ...fields } = request.body ?? {};
      await submitResume(app.db, { ...fields, cv: Buffer.isBuffer(cv) ? cv : undefined });
      return { message: RESUME_RECEIVED };
    },
  );
};

export default careerRoutes;
