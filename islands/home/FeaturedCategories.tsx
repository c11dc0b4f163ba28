import type { Category } from '../../shared/api/contract';
import { CategoryCard } from '../../shared/catalog/CategoryCard';

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
          <CategoryCard key={category.id} category={category} />
        ))}
      </div>
    </section>
  );
}
