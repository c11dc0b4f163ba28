import type { BrandPageProps } from '../../shared/api/contract';
import { FilteredListing } from '../../shared/filters/FilteredListing';

/** The brand page: the category page's layout with the brand's admin_name and no brand filter. */
export function BrandPage(props: BrandPageProps) {
  const { brand } = props;
  return (
    <FilteredListing {...props} title={brand.admin_name} listing={{ kind: 'brand', id: brand.id }} withBrand={false} />
  );
}
