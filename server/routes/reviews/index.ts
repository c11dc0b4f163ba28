import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REVIEW_SIGN_IN } from '../../../shared/api/reviewsContract';
import { PHOTO_MESSAGES, REVIEW_LIMITS } from '../../../shared/validation/reviewSchema';
import { addReview, REVIEW_ADDED_TEXT } from '../../reviews/addReview';
import { say } from '../../../shared/validation/shopText';
import { customerReviews, productReviews } from '../../reviews/reviewQueries';
import { uploadLimits } from '../../uploads/multipartLimits';
import { HttpError } from '../../plugins/errors';
import { LOGIN_PATH, requireCustomer } from '../requireCustomer';
import { customerReviewPageSchema, pageQuery, productParams, reviewAddedSchema, reviewPageSchema } from './schemas';

interface ReviewBody {
  title?: string;
  comment?: string;
  rating?: unknown;
  photos?: unknown;
}

/** Guests are told to sign in before their upload is read. */
async function customersOnly(request: FastifyRequest): Promise<void> {
  if (!request.session.get('customerId'))
    throw new HttpError(401, REVIEW_SIGN_IN, undefined, { redirect_url: LOGIN_PATH });
}

/** Every refusal of the review form carries its text as error_message too: the form shows that as a warning. */
async function withErrorMessage(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string' || !payload.startsWith('{'))
    return payload;
  const body = JSON.parse(payload) as { message?: unknown; error_message?: unknown };
  return typeof body.message === 'string' && body.error_message === undefined
    ? JSON.stringify({ ...body, error_message: body.message })
    : payload;
}

/** A product's reviews (anyone), writing one (customers, multipart with photos), and the customer's own reviews. */
const reviewRoutes: FastifyPluginAsync<{ storageDir: string }> = async (app, { storageDir }) => {
  app.get<{ Params: { id: number }; Querystring: { page: number } }>(
    '/api/product/:id/reviews',
    {
      schema: { params: productParams, querystring: pageQuery, response: { 200: reviewPageSchema } },
    },
    async (request) => productReviews(app.db, request.params.id, request.query.page),
  );

  app.post<{ Params: { id: number }; Body: ReviewBody | undefined }>(
    '/api/product/:id/review',
    {
      ...uploadLimits({
        field: 'photos',
        maxFiles: REVIEW_LIMITS.photos,
        maxBytes: REVIEW_LIMITS.photoBytes,
        tooMany: PHOTO_MESSAGES.tooMany,
        tooLarge: PHOTO_MESSAGES.oneTooLarge,
      }),
      onRequest: customersOnly,
      onSend: withErrorMessage,
      schema: {
        params: productParams,
        // The form's own schema (shared with the island) checks the fields, with the shop's messages.
        body: {
          type: ['object', 'null'],
          properties: { title: { type: 'string' }, comment: { type: 'string' }, rating: {}, photos: {} },
        },
        response: { 200: reviewAddedSchema },
      },
    },
    async (request) => {
      const { title, comment, rating, photos } = request.body ?? {};
      const { review, summary } = await addReview(app.db, {
        customerId: request.session.get('customerId')!,
        productId: request.params.id,
        fields: { title, comment, rating },
        photos: photos === undefined ? [] : Array.isArray(photos) ? photos : [photos],
        storageDir,
      });
      const message = say(request.t, REVIEW_ADDED_TEXT);
      return { message, data: { message, review, summary } };
    },
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/customer/reviews',
    {
      schema: { querystring: pageQuery, response: { 200: customerReviewPageSchema } },
    },
    async (request) => customerReviews(app.db, requireCustomer(request), request.query.page, request.language),
  );
};

export default reviewRoutes;
