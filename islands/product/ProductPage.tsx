import { lazy, Suspense, useState } from 'react';
import type { ProductPageProps } from '../../shared/api/contract';
import { ProductGrid } from '../../shared/catalog/ProductGrid';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Section } from '../../shared/ui/Section';
import { Gallery } from './Gallery';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductTabs } from './ProductTabs';
import { imagesFor, type DetailVariant } from './variants';

/**
 * "Recently viewed" comes after the page's own code. The server's HTML holds it whole (prerender waits
 * for it) and React keeps that markup in place until the code arrives, so nothing moves.
 */
const RecentlyViewed = lazy(() => import('./RecentlyViewed'));

/**
 * /products/{url_key}: gallery, the buy box (price, options, quantity, cart, wishlist, compare),
 * Description and Reviews tabs, the vendor section and Related Products. A configurable product
 * starts on its first variant; choosing another switches price, images and the main image.
 */
export function ProductPage({ product, related, recent, soldOut }: ProductPageProps) {
  const t = useT();
  const [variant, setVariant] = useState<DetailVariant | null>(product.product_variants[0] ?? null);

  return (
    <>
      <Breadcrumb current={product.name} />
      <div className="product-detail">
        <Gallery images={imagesFor(product.images, variant)} name={product.name} />
        <ProductBuyBox product={product} soldOut={soldOut} variant={variant} onVariant={setVariant} />
      </div>
      <ProductTabs product={product} />
      <section className="vendor" aria-labelledby="vendor-title">
        <h2 id="vendor-title">{t('product.vendor')}</h2>
        {/* The shop sells and ships everything itself, so the text is fixed. */}
        <p>{t('product.vendorLines')}</p>
      </section>
      {related.length > 0 && (
        <Section id="related-products" title={t('product.relatedProducts')}>
          <ProductGrid products={related} place="grid" />
        </Section>
      )}
      <Suspense fallback={null}>
        <RecentlyViewed productId={product.id} initial={recent} />
      </Suspense>
    </>
  );
}
