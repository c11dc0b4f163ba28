import type { BlogCategoryPageProps } from '../../shared/api/blogContract';
import { BlogSidebar } from '../../shared/blog/BlogSidebar';
import { PagedBlogGrid } from '../../shared/blog/PagedBlogGrid';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** Posts a page of a category. */
export const CATEGORY_PAGE_SIZE = 12;
export const NO_CATEGORY_POSTS = 'No posts in this category yet.';

/** /blog/categories/{slug}: the category's posts, twelve a page, with the blog's side column. */
export function BlogCategoryPage({ category, blogs, categories, trending, featured }: BlogCategoryPageProps) {
  return (
    <div className="blog-page">
      <Breadcrumb via={[{ label: 'Blog', href: '/blog' }]} current={category.name} />
      <h1 className="blog-title">{category.name}</h1>
      <div className="blog-layout">
        <div className="blog-main">
          {blogs.length === 0 ? (
            <p className="empty-state">
              {NO_CATEGORY_POSTS} <a href="/blog">See all posts</a>
            </p>
          ) : (
            <PagedBlogGrid blogs={blogs} perPage={CATEGORY_PAGE_SIZE} label={`${category.name} pages`} />
          )}
        </div>
        <BlogSidebar categories={categories} trending={trending} featured={featured} current={category.slug} />
      </div>
    </div>
  );
}
