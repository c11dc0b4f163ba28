import type { BlogCategoryPageProps } from '../../shared/api/blogContract';
import type { BlogCardTexts } from '../../shared/blog/BlogCard';
import { BlogSidebar, type BlogSidebarTexts } from '../../shared/blog/BlogSidebar';
import { PagedBlogGrid } from '../../shared/blog/PagedBlogGrid';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** Posts a page of a category. */
export const CATEGORY_PAGE_SIZE = 12;

/** /blog/categories/{slug}: the category's posts, twelve a page, with the blog's side column. */
export function BlogCategoryPage({ category, blogs, categories, trending, featured }: BlogCategoryPageProps) {
  const t = useT();
  const cardTexts: BlogCardTexts = {
    readMore: t('blog-category.readMore'),
    readMoreAbout: (title) => t('blog-category.readMoreAbout', { title }),
  };
  const sideTexts: BlogSidebarTexts = {
    categories: t('blog-category.categories'),
    postCount: (count) => t('blog-category.postCount', { count }),
    trendingPosts: t('blog-category.trendingPosts'),
    featuredPosts: t('blog-category.featuredPosts'),
  };
  return (
    <div className="blog-page">
      <Breadcrumb via={[{ label: t('blog-category.blog'), href: '/blog' }]} current={category.name} />
      <h1 className="blog-title">{category.name}</h1>
      <div className="blog-layout">
        <div className="blog-main">
          {blogs.length === 0 ? (
            <p className="empty-state">
              {t('blog-category.noPosts')} <a href="/blog">{t('blog-category.seeAllPosts')}</a>
            </p>
          ) : (
            <PagedBlogGrid
              blogs={blogs}
              perPage={CATEGORY_PAGE_SIZE}
              label={t('blog-category.pages', { category: category.name })}
              cardTexts={cardTexts}
            />
          )}
        </div>
        <BlogSidebar
          categories={categories}
          trending={trending}
          featured={featured}
          current={category.slug}
          texts={sideTexts}
        />
      </div>
    </div>
  );
}
