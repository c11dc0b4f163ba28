import type { FastifyPluginAsync } from 'fastify';
import { CV_MAX_BYTES, CV_TOO_LARGE } from '../../../shared/validation/resumeSchema';
import { RESUME_RECEIVED, submitResume } from '../../careers/resumes';
import { waitText } from '../../limits/rateLimit';
import { HttpError } from '../../plugins/errors';
import { uploadLimits } from '../../uploads/multipartLimits';

/** A few resumes an hour from one address. */
export const RESUME_LIMIT = { limit: 5, windowMs: 3600_000 };
export const tooManyResumes = (wait: string) => `You have sent several resumes in a short time. Please try again in ${wait}.`;

export const ONE_CV = 'Please send one CV file.';

const text = { type: 'string', maxLength: 5000 } as const;
const FIELDS = ['name', 'email', 'phone', 'experience', 'dob', 'expected_salary', 'address', 'message', 'job_post_id'];

/** Send Us Your Resume: anyone may apply, no sign-in needed. */
const careerRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Record<string, unknown> }>(
    '/submit-resume',
    {
      // One CV, stopped while it arrives once past its size limit.
      ...uploadLimits({ field: 'cv', maxFiles: 1, maxBytes: CV_MAX_BYTES, tooMany: ONE_CV, tooLarge: CV_TOO_LARGE }),
      schema: {
        // multipart/form-data: text fields arrive as strings, the CV as the file's bytes.
        body: { type: 'object', properties: { ...Object.fromEntries(FIELDS.map((f) => [f, text])), cv: {} } },
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
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
