import type { Category } from '../../shared/api/contract';
import { CategoryCard } from '../../shared/catalog/CategoryCard';
import { useT } from '../../shared/i18n/useT';
import { Section } from '../../shared/ui/Section';

/** The strip of category cards: logo (or the default image), name cut to 12 characters, item count. */
export function FeaturedCategories({ categories }: { categories: Category[] }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <Section id="featured-categories" title={t('home.featuredCategories')}>
      <div className="featured-categories">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </div>
    </Section>
  );
}
