import type { Blog, BlogSidebarProps } from '../api/blogContract';
import { LazyImage, storageUrl } from '../catalog/LazyImage';
import { formatShopDate } from '../format/date';
import { useShop } from '../store/hooks';

/** The side column's words, named by each blog island from its own namespace (as BlogCardTexts). */
export interface BlogSidebarTexts {
  categories: string;
  /** A category's post count beside its name: "(14)" in the page's digits. */
  postCount: (count: number) => string;
  trendingPosts: string;
  featuredPosts: string;
}

function SideList({ id, title, blogs }: { id: string; title: string; blogs: Blog[] }) {
  const { locale } = useShop();
  if (blogs.length === 0) return null;
  return (
    <section className="blog-side" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="side-posts">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <LazyImage src={storageUrl(blog.thumbnail[0])} alt="" width={96} height={60} />
            <div>
              <a href={`/blogs/${blog.slug}`}>{blog.title}</a>
              <time dateTime={blog.created_at}>{formatShopDate(blog.created_at, locale)}</time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The blog's side column: categories with their post counts, trending and featured posts. */
export function BlogSidebar({
  categories,
  trending,
  featured,
  current,
  texts,
}: BlogSidebarProps & { current?: string; texts: BlogSidebarTexts }) {
  return (
    <aside className="blog-sidebar">
      <section className="blog-side" aria-labelledby="blog-categories">
        <h2 id="blog-categories">{texts.categories}</h2>
        <ul className="side-categories">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`/blog/categories/${category.slug}`}
                aria-current={category.slug === current ? 'page' : undefined}
              >
                {category.name} <span className="count">{texts.postCount(category.blogs_count)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <SideList id="trending-posts" title={texts.trendingPosts} blogs={trending} />
      <SideList id="featured-posts" title={texts.featuredPosts} blogs={featured} />
    </aside>
  );
}
