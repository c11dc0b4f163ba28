import type { CampaignPageProps } from '../../shared/api/contract';
import { CategoryCard } from '../../shared/catalog/CategoryCard';
import { BLANK_IMAGE, LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { ProductList } from '../../shared/catalog/ProductList';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Countdown } from '../../shared/ui/Countdown';
import { Section } from '../../shared/ui/Section';

/**
 * Campaign details (/campaign-details/{slug}): the campaign title as breadcrumb, its banner and
 * countdown, then the categories, brands and products it covers ('No Products Found.' when empty).
 */
export function CampaignPage({ campaign, lists }: CampaignPageProps) {
  const { category_products: categories, brand_products: brands, products } = lists;
  const t = useT();
  const noProducts = <div className="empty-state">{t('common.noProducts')}</div>;
  return (
    <>
      <Breadcrumb current={campaign.title} />
      <header className="campaign-hero">
        {campaign.image && (
          <LazyImage
            src={storageUrl(campaign.image)}
            alt=""
            width={1200}
            height={400}
            fallback={BLANK_IMAGE}
            priority
          />
        )}
        <div className="campaign-hero-text">
          <h1>{campaign.title}</h1>
          {campaign.short_description && <p>{campaign.short_description}</p>}
          <Countdown endsAt={campaign.ends_at} label={t('campaign.endsIn')} />
        </div>
      </header>

      <Section id="campaign-categories" title={t('common.categories')}>
        {categories.length === 0 ? (
          noProducts
        ) : (
          <div className="featured-categories">
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </div>
        )}
      </Section>
      <Section id="campaign-brands" title={t('campaign.brands')}>
        {brands.length === 0 ? (
          noProducts
        ) : (
          <ul className="brand-chips">
            {brands.map((brand) => (
              <li key={brand.id}>
                {brand.slug ? (
                  <a href={`/brands/${brand.slug}`}>{brand.admin_name}</a>
                ) : (
                  <span>{brand.admin_name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="campaign-products" title={t('common.products')}>
        <ProductList products={products} loading={false} place="campaign" className="product-grid five" />
      </Section>
    </>
  );
}
