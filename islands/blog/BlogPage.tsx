import { useState } from 'react';
import type { BlogPageProps } from '../../shared/api/blogContract';
import { BlogCard, type BlogCardTexts } from '../../shared/blog/BlogCard';
import { BlogSidebar, type BlogSidebarTexts } from '../../shared/blog/BlogSidebar';
import { PagedBlogGrid } from '../../shared/blog/PagedBlogGrid';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** Posts a page after the newest one. */
export const BLOG_PAGE_SIZE = 6;

/**
 * /blog: the newest post large (a 400-character teaser) above the others, six a page (150), with
 * the categories and their counts, trending and featured posts beside them. Painted from the
 * page's data; paging happens in the browser.
 */
export function BlogPage({ first_blog, rest_blogs, categories, trending, featured }: BlogPageProps) {
  const [page, setPage] = useState(1);
  const t = useT();
  const cardTexts: BlogCardTexts = {
    readMore: t('blog.readMore'),
    readMoreAbout: (title) => t('blog.readMoreAbout', { title }),
  };
  const sideTexts: BlogSidebarTexts = {
    categories: t('blog.categories'),
    postCount: (count) => t('blog.postCount', { count }),
    trendingPosts: t('blog.trendingPosts'),
    featuredPosts: t('blog.featuredPosts'),
  };
  return (
    <div className="blog-page">
      <Breadcrumb current={t('blog.title')} />
      <h1 className="blog-title">{t('blog.title')}</h1>
      <div className="blog-layout">
        <div className="blog-main">
          {!first_blog ? (
            <p className="empty-state">{t('blog.noPosts')}</p>
          ) : (
            <>
              {page === 1 && <BlogCard blog={first_blog} texts={cardTexts} large />}
              <PagedBlogGrid
                blogs={rest_blogs}
                perPage={BLOG_PAGE_SIZE}
                label={t('blog.pages')}
                cardTexts={cardTexts}
                onPage={setPage}
              />
            </>
          )}
        </div>
        <BlogSidebar categories={categories} trending={trending} featured={featured} texts={sideTexts} />
      </div>
    </div>
  );
}
