import type { Blog } from '../api/blogContract';
import { LazyImage, storageUrl } from '../catalog/LazyImage';
import { formatShopDate } from '../format/date';
import { useShop } from '../store/hooks';

const DEFAULT_BLOG_IMAGE = '/storage/defaults/product.png';

/**
 * A card's words. shared/ components show only the shared namespaces' texts and each blog page
 * sends the browser only its own island's, so each island names these from its own namespace.
 */
export interface BlogCardTexts {
  readMore: string;
  /** The Read More link's name, which says which post it opens. */
  readMoreAbout: (title: string) => string;
}

/** When and in which category a post was published, linked to the category. */
export function BlogMeta({ blog }: { blog: Blog }) {
  const { locale } = useShop();
  return (
    <p className="blog-meta">
      <time dateTime={blog.created_at}>{formatShopDate(blog.created_at, locale)}</time>
      {blog.category && (
        <>
          {' · '}
          <a href={`/blog/categories/${blog.category.slug}`}>{blog.category.name}</a>
        </>
      )}
    </p>
  );
}

/**
 * A post in a list: its picture, date and category, title, teaser and a Read More link. The
 * large card (the newest post on /blog) shows the banner.
 */
export function BlogCard({ blog, texts, large = false }: { blog: Blog; texts: BlogCardTexts; large?: boolean }) {
  const href = `/blogs/${blog.slug}`;
  const [width, height] = large ? [1200, 500] : [600, 375];
  const picture = (large ? blog.banner[0] : undefined) ?? blog.thumbnail[0];
  return (
    <article className={large ? 'blog-card large' : 'blog-card'} aria-labelledby={`blog-${blog.id}`}>
      <a href={href} className="blog-card-picture" tabIndex={-1} aria-hidden="true">
        {/* The large card is the first thing /blog shows: fetched at once, not when scrolled to. */}
        <LazyImage
          src={storageUrl(picture, DEFAULT_BLOG_IMAGE)}
          alt=""
          width={width}
          height={height}
          priority={large}
        />
      </a>
      <div className="blog-card-body">
        <BlogMeta blog={blog} />
        <h2 id={`blog-${blog.id}`}>
          <a href={href}>{blog.title}</a>
        </h2>
        <p className="blog-excerpt">{blog.description}</p>
        <a href={href} className="blog-more" aria-label={texts.readMoreAbout(blog.title)}>
          {texts.readMore} <span aria-hidden="true">›</span>
        </a>
      </div>
    </article>
  );
}
