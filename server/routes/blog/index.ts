import { say } from '../../../shared/validation/shopText';
import type { FastifyPluginAsync } from 'fastify';
import { COMMENT_HONEYPOT } from '../../../shared/validation/commentSchema';
import { allBlogs, blogCategories, flaggedBlogs, relatedBlogs } from '../../blog/blogs';
import { blogComments, COMMENT_POSTED_TEXT, postComment } from '../../blog/comments';
import { inEnglish, serverText, waitFor } from '../../lib/serverText';
import type { ShopText } from '../../../shared/validation/shopText';
import { HttpError } from '../../plugins/errors';
import { idParams, pageSchema } from '../schemaParts';
import { allBlogsSchema, blogListSchema, categoryListSchema, commentPageSchema, postedSchema } from './schemas';

/** A few comments a minute from one address; more wait for the minute to pass. */
export const COMMENT_LIMIT = { limit: 3, windowMs: 60_000 };
const tooManyCommentsText = (wait: string | ShopText) => serverText('server.tooManyComments', { wait });
/** In English, word for word as the English catalogue has it. */
export const tooManyComments = (wait: string) => inEnglish(tooManyCommentsText(wait));

const text = (maxLength: number) => ({ type: 'string', maxLength });

/** The blog's calls: categories, lists of posts, related posts, comments (anyone may read and comment). */
const blogRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  const answers = (schema: object) => ({ schema: { response: { 200: schema } } });
  app.get('/all/blog-categories', answers(categoryListSchema), async () => ({ data: await blogCategories(db) }));
  app.get('/all/blogs', answers(allBlogsSchema), async () => ({ data: await allBlogs(db) }));
  app.get('/trending/blogs', answers(blogListSchema), async () => ({ data: await flaggedBlogs(db, 'trending') }));
  app.get('/featured/blogs', answers(blogListSchema), async () => ({ data: await flaggedBlogs(db, 'featured') }));

  app.get<{ Params: { categoryId: number; blogId: number } }>(
    '/related-blogs/:categoryId/:blogId',
    { schema: { params: idParams('categoryId', 'blogId'), response: { 200: blogListSchema } } },
    async (request) => ({ data: await relatedBlogs(db, request.params.categoryId, request.params.blogId) }),
  );

  app.get<{ Params: { blogId: number }; Querystring: { page?: number } }>(
    '/all-comments/:blogId',
    {
      schema: {
        params: idParams('blogId'),
        querystring: { type: 'object', properties: { page: pageSchema } },
        response: { 200: commentPageSchema },
      },
    },
    async (request) => blogComments(db, request.params.blogId, request.query.page ?? 1),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/submit-comment',
    {
      schema: {
        body: {
          type: 'object',
          // Types and lengths are the comment schema's to check, with its messages; this bounds the sizes.
          properties: {
            name: text(1000),
            email: text(1000),
            comment: text(20000),
            blog_id: {},
            [COMMENT_HONEYPOT]: text(1000),
          },
        },
        response: { 200: postedSchema },
      },
    },
    async (request, reply) => {
      const wait = await app.limits.count(`comment|${request.ip}`, COMMENT_LIMIT);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, tooManyCommentsText(waitFor(wait)));
      }
      // A filled honeypot is a bot: it is told what a person is told, and nothing is written.
      if (String(request.body[COMMENT_HONEYPOT] ?? '').trim() !== '')
        return { message: say(request.t, COMMENT_POSTED_TEXT) };
      const customerId = request.session.get('customerId') ?? null;
      return { message: say(request.t, COMMENT_POSTED_TEXT), data: await postComment(db, request.body, customerId) };
    },
  );
};

export default blogRoutes;
