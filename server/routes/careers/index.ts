import { say } from '../../../shared/validation/shopText';
import { serverText, waitFor } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { CV_MAX_BYTES, RESUME_TEXTS } from '../../../shared/validation/resumeSchema';
import type { ShopText } from '../../../shared/validation/shopText';
import { RESUME_RECEIVED_TEXT, submitResume } from '../../careers/resumes';

import { HttpError } from '../../plugins/errors';
import { uploadLimits } from '../../uploads/multipartLimits';

/** A few resumes an hour from one address. */
export const RESUME_LIMIT = { limit: 5, windowMs: 3600_000 };
const tooManyResumes = (wait: ShopText) => serverText('server.tooManyResumes', { wait });

const ONE_CV_TEXT = serverText('server.oneCv');

const text = { type: 'string', maxLength: 5000 } as const;
const FIELDS = ['name', 'email', 'phone', 'experience', 'dob', 'expected_salary', 'address', 'message', 'job_post_id'];

/** Send Us Your Resume: anyone may apply, no sign-in needed. */
const careerRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Record<string, unknown> }>(
    '/submit-resume',
    {
      // One CV, stopped while it arrives once past its size limit.
      ...uploadLimits({
        field: 'cv',
        maxFiles: 1,
        maxBytes: CV_MAX_BYTES,
        tooMany: ONE_CV_TEXT,
        tooLarge: RESUME_TEXTS.cvTooLarge,
      }),
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
        throw new HttpError(429, tooManyResumes(waitFor(wait)));
      }
      const { cv, ...fields } = request.body ?? {};
      await submitResume(app.db, { ...fields, cv: Buffer.isBuffer(cv) ? cv : undefined });
      return { message: say(request.t, RESUME_RECEIVED_TEXT) };
    },
  );
};

export default careerRoutes;
