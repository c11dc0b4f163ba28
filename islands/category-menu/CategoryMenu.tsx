import type { Category } from '../../shared/api/contract';

/** The header's category links, painted from the categories the server wrote into the page. */
export function CategoryMenu({ categories = [] }: { categories?: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <a href={`/categories/${category.slug}`}>{category.name}</a>
        </li>
      ))}
    </ul>
  );
}
