import type { CategoryPageProps } from '../../shared/api/contract';
import { FilteredListing } from '../../shared/filters/FilteredListing';

/** /categories/{slug}: the category's products under the filter panel, brand filter included. */
export function CategoryPage(props: CategoryPageProps) {
  const { category } = props;
  return (
    <FilteredListing
      {...props}
      title={category.name}
      listing={{ kind: 'category', id: category.id }}
      withBrand
      currentSlug={category.slug}
    />
  );
}
