import type { Paged } from './contract';

/*
 * The blog's calls (server: server/routes/blog; client: blog.ts) and pages' props.
 *   GET /all/blog-categories                   -> { data: BlogCategory[] }   (with published posts)
 *   GET /all/blogs                             -> { data: { first_blog: Blog | null, rest_blogs: Blog[] } }
 *                                                 (newest first)
 *   GET /trending/blogs, GET /featured/blogs   -> { data: Blog[] }           (at most 5 each)
 *   GET /related-blogs/{categoryId}/{blogId}   -> { data: Blog[] }           (same category, at most 3)
 *   GET /all-comments/{blogId}?page=           -> Paged<BlogComment>          (8 a page, newest first)
 *   POST /submit-comment {name, email, comment, blog_id}  -> { message, data?: BlogComment }
 * Unknown ids answer 404 { message }; refused comments 422 { message, errors }, too many 429 { message }.
 */

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
  blogs_count: number;
}

export interface Blog {
  id: number;
  slug: string;
  title: string;
  /**
   * In the lists, the post's teaser: its text, cut at a word boundary for where it shows (400
   * characters for the first post of /blog, 150 elsewhere). The post itself has its whole body.
   */
  description: string;
  /** Paths under /storage/; the first is shown. */
  thumbnail: string[];
  banner: string[];
  created_at: string;
  category: { name: string; slug: string } | null;
  category_id: number | null;
  category_slug: string | null;
  category_name: string | null;
  /** The author's name. */
  admin_name: string;
}

/** The post itself: its description is the whole body, as sanitised HTML. */
export type BlogDetail = Blog;

export interface BlogComment {
  id: number;
  comment_by: string;
  comments: string;
  /** ISO time it was posted. */
  date: string;
}

/** Who is commenting, when a customer is signed in: their name and email fill the form. */
export interface Commenter {
  name: string;
  email: string;
}

/** The blog's sidebar: categories with their counts, trending and featured posts. */
export interface BlogSidebarProps {
  categories: BlogCategory[];
  trending: Blog[];
  featured: Blog[];
}

/** /blog: the newest post large, the rest six a page. */
export interface BlogPageProps extends BlogSidebarProps {
  first_blog: Blog | null;
  rest_blogs: Blog[];
}

/** /blog/categories/{slug}: that category's posts, twelve a page. */
export interface BlogCategoryPageProps extends BlogSidebarProps {
  category: BlogCategory;
  blogs: Blog[];
}

/** /blogs/{slug}: the post, related posts, the first page of comments and the comment form. */
export interface BlogPostPageProps {
  blog: BlogDetail;
  related: Blog[];
  comments: Paged<BlogComment>;
  commenter: Commenter | null;
}
