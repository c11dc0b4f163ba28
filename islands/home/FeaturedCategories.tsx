import type { Category } from '../../shared/api/contract';
import { DEFAULT_CATEGORY_IMAGE, LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { truncate, CATEGORY_NAME_LENGTH } from '../../shared/catalog/truncate';

/** The strip of category cards: logo (or the default image), name cut to 12 characters, item count. */
export function FeaturedCategories({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section className="section" aria-labelledby="featured-categories">
      <div className="section-head">
        <h2 id="featured-categories">Featured Categories</h2>
      </div>
      <div className="featured-categories">
        {categories.map((category) => (
          <a key={category.id} className="category-card" href={`/categories/${category.slug}`} title={category.name}>
            <LazyImage src={storageUrl(category.logo_path, DEFAULT_CATEGORY_IMAGE)} alt="" width={64} height={64} fallback={DEFAULT_CATEGORY_IMAGE} />
            <div>{truncate(category.name, CATEGORY_NAME_LENGTH)}</div>
            <small>{category.product_count} items</small>
          </a>
        ))}
      </div>
    </section>
  );
}
