import type { BlogPostPageProps } from '../../shared/api/blogContract';
import { BlogCard, BlogMeta } from '../../shared/blog/BlogCard';
import { LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Section } from '../../shared/ui/Section';
import { Comments } from './Comments';

/**
 * /blogs/{slug}: the banner, title, date and category, the body (HTML the server sanitised),
 * related posts of the category, then the comments and the comment form.
 */
export function BlogPostPage({ blog, related, comments, commenter }: BlogPostPageProps) {
  const t = useT();
  const cardTexts = {
    readMore: t('blog-post.readMore'),
    readMoreAbout: (title: string) => t('blog-post.readMoreAbout', { title }),
  };
  const via = [
    { label: t('blog-post.blog'), href: '/blog' },
    ...(blog.category ? [{ label: blog.category.name, href: `/blog/categories/${blog.category.slug}` }] : []),
  ];
  return (
    <div className="blog-post-page">
      <Breadcrumb via={via} current={blog.title} />
      <article className="blog-post" aria-labelledby="blog-post-title">
        {blog.banner[0] && (
          <LazyImage
            className="blog-banner"
            src={storageUrl(blog.banner[0])}
            alt=""
            width={1200}
            height={500}
            priority
          />
        )}
        <h1 id="blog-post-title">{blog.title}</h1>
        <BlogMeta blog={blog} />
        <p className="blog-author">{t('blog-post.by', { author: blog.admin_name })}</p>
        <div className="rich-text blog-body" dangerouslySetInnerHTML={{ __html: blog.description }} />
      </article>
      {related.length > 0 && (
        <Section id="related-posts" title={t('blog-post.relatedPosts')}>
          <div className="blog-grid three">
            {related.map((post) => (
              <BlogCard key={post.id} blog={post} texts={cardTexts} />
            ))}
          </div>
        </Section>
      )}
      <Comments blogId={blog.id} first={comments} commenter={commenter} />
    </div>
  );
}
