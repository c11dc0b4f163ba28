import type { Category } from '../api/contract';
import { useT } from '../i18n/useT';
import { DEFAULT_CATEGORY_IMAGE, LazyImage, storageUrl } from './LazyImage';
import { CATEGORY_NAME_LENGTH, truncate } from './truncate';

/** A category's card: logo (or the default image), name cut to 12 characters, item count, link. */
export function CategoryCard({ category }: { category: Category }) {
  const t = useT();
  return (
    <a className="category-card" href={`/categories/${category.slug}`} title={category.name}>
      <LazyImage
        src={storageUrl(category.logo_path, DEFAULT_CATEGORY_IMAGE)}
        alt=""
        width={64}
        height={64}
        fallback={DEFAULT_CATEGORY_IMAGE}
      />
      <div>{truncate(category.name, CATEGORY_NAME_LENGTH)}</div>
      <small>{t('common.categoryItems', { count: category.product_count })}</small>
    </a>
  );
}
