/**
 * Response schemas of the blog's calls, every field of the contract (shared/api/blogContract.ts):
 * Fastify serialises with them, and a field left out here (a commenter's email) never leaves.
 */
import { listOf, pagedOf } from '../catalog/schemas';

const nullable = (type: string) => ({ type: [type, 'null'] });
const paths = { type: 'array', items: { type: 'string' } } as const;

export const blogCategorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    blogs_count: { type: 'integer' },
  },
} as const;

export const blogSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    thumbnail: paths,
    banner: paths,
    created_at: { type: 'string' },
    category: {
      anyOf: [{ type: 'object', properties: { name: { type: 'string' }, slug: { type: 'string' } } }, { type: 'null' }],
    },
    category_id: nullable('integer'),
    category_slug: nullable('string'),
    category_name: nullable('string'),
    admin_name: { type: 'string' },
  },
} as const;

export const commentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    comment_by: { type: 'string' },
    comments: { type: 'string' },
    date: { type: 'string' },
  },
} as const;

export const blogListSchema = listOf(blogSchema);
export const commentPageSchema = pagedOf(commentSchema);
export const categoryListSchema = listOf(blogCategorySchema);
export const allBlogsSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        first_blog: { anyOf: [blogSchema, { type: 'null' }] },
        rest_blogs: { type: 'array', items: blogSchema },
      },
    },
  },
} as const;
export const postedSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, data: commentSchema },
} as const;
