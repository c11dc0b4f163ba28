/**
 * JSON schemas of the review calls' answers (shared/api/reviewsContract.ts): Fastify serialises
 * with them, and a field left out here is left out of the answer.
 */
import { idParams, pageSchema } from '../schemaParts';

const photo = { type: 'object', properties: { small: { type: 'string' }, large: { type: 'string' } } } as const;

const reviewProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  comment: { type: 'string' },
  rating: { type: 'integer' },
  rating_percent: { type: 'integer' },
  created_at: { type: 'string' },
  verified: { type: 'boolean' },
  photos: { type: 'array', items: photo },
} as const;

export const reviewSchema = { type: 'object', properties: { ...reviewProperties, name: { type: 'string' } } } as const;

const star = { type: 'integer' } as const;
export const summarySchema = {
  type: 'object',
  properties: {
    reviews_count: { type: 'integer' },
    average_rating: { type: 'number' },
    rating_percent: { type: 'integer' },
    star_counts: { type: 'object', properties: { 1: star, 2: star, 3: star, 4: star, 5: star } },
  },
} as const;

const meta = {
  type: 'object',
  properties: {
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

export const reviewPageSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: reviewSchema }, meta, summary: summarySchema },
} as const;

export const reviewAddedSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    data: { type: 'object', properties: { message: { type: 'string' }, review: reviewSchema, summary: summarySchema } },
  },
} as const;

const customerReviewSchema = {
  type: 'object',
  properties: {
    ...reviewProperties,
    product: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        url_key: { type: ['string', 'null'] },
        path: { type: ['string', 'null'] },
      },
    },
  },
} as const;

export const customerReviewPageSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: customerReviewSchema }, meta },
} as const;

export const pageQuery = { type: 'object', properties: { page: pageSchema } } as const;
export const productParams = idParams('id');
