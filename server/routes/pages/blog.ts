import type { FastifyPluginAsync } from 'fastify';
import type {
  BlogCategoryPageProps,
  BlogPageProps,
  BlogPostPageProps,
  BlogSidebarProps,
} from '../../../shared/api/blogContract';
import { allBlogs, blogCategories, blogCategoryPosts, findBlog, flaggedBlogs, relatedBlogs } from '../../blog/blogs';
import { blogBannerPreload } from '../../../shared/catalog/preloads';
import { blogComments, commenter } from '../../blog/comments';
import { blogCategoryHead, blogHead, blogPostHead } from '../../seo/contentHeads';
import type { PageOptions } from './index';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** The blog's pages: the list, a category's posts and a post with its comments. Anyone may read them. */
const blogPages: FastifyPluginAsync<PageOptions> = async (app, { publicUrl }) => {
  const { db } = app;
  const sidebar = async (): Promise<BlogSidebarProps> => {
    const [categories, trending, featured] = await Promise.all([
      blogCategories(db),
      flaggedBlogs(db, 'trending'),
      flaggedBlogs(db, 'featured'),
    ]);
    return { categories, trending, featured };
  };

  app.get('/blog', async (request, reply) => {
    const page: BlogPageProps = { ...(await allBlogs(db)), ...(await sidebar()) };
    const first = page.first_blog;
    return reply.page('blog', {
      seo: blogHead(publicUrl, request),
      page,
      lcpImage: blogBannerPreload(first && (first.banner[0] ?? first.thumbnail[0])),
    });
  });

  app.get<{ Params: { slug: string } }>(
    '/blog/categories/:slug',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const page: BlogCategoryPageProps = {
        ...(await blogCategoryPosts(db, request.params.slug)),
        ...(await sidebar()),
      };
      return reply.page('blog-category', { seo: blogCategoryHead(publicUrl, request, page.category), page });
    },
  );

  app.get<{ Params: { slug: string } }>('/blogs/:slug', { schema: { params: slugParams } }, async (request, reply) => {
    const blog = await findBlog(db, request.params.slug);
    const [related, comments, author] = await Promise.all([
      blog.category_id ? relatedBlogs(db, blog.category_id, blog.id) : [],
      blogComments(db, blog.id, 1),
      commenter(db, request.session.get('customerId')),
    ]);
    const page: BlogPostPageProps = { blog, related, comments, commenter: author };
    return reply.page('blog-post', {
      seo: blogPostHead(publicUrl, request, blog),
      page,
      lcpImage: blogBannerPreload(blog.banner[0]),
    });
  });
};

export default blogPages;
