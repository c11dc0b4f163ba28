import { useState } from 'react';
import type { BlogPageProps } from '../../shared/api/blogContract';
import { BlogCard } from '../../shared/blog/BlogCard';
import { BlogSidebar } from '../../shared/blog/BlogSidebar';
import { PagedBlogGrid } from '../../shared/blog/PagedBlogGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** Posts a page after the newest one. */
export const BLOG_PAGE_SIZE = 6;
export const NO_POSTS = 'No blog posts yet. Please check back soon.';

/**
 * /blog: the newest post large (a 400-character teaser) above the others, six a page (150), with
 * the categories and their counts, trending and featured posts beside them. Painted from the
 * page's data; paging happens in the browser.
 */
export function BlogPage({ first_blog, rest_blogs, categories, trending, featured }: BlogPageProps) {
  const [page, setPage] = useState(1);
  return (
    <div className="blog-page">
      <Breadcrumb current="Blog" />
      <h1 className="blog-title">Blog</h1>
      <div className="blog-layout">
        <div className="blog-main">
          {!first_blog ? (
            <p className="empty-state">{NO_POSTS}</p>
          ) : (
            <>
              {page === 1 && <BlogCard blog={first_blog} large />}
              <PagedBlogGrid blogs={rest_blogs} perPage={BLOG_PAGE_SIZE} label="Blog pages" onPage={setPage} />
            </>
          )}
        </div>
        <BlogSidebar categories={categories} trending={trending} featured={featured} />
      </div>
    </div>
  );
}
