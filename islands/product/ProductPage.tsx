import { useEffect, useState } from 'react';
import type { ProductPageProps } from '../../shared/api/contract';
import { ProductGrid } from '../../shared/catalog/ProductGrid';
import { useT } from '../../shared/i18n/useT';
import { rememberView } from '../../shared/recent/recentStorage';
import { useShop } from '../../shared/store/hooks';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Section } from '../../shared/ui/Section';
import { Gallery } from './Gallery';
import { ProductBuyBox } from './ProductBuyBox';
import { RecentlyViewed } from './laterParts';
import { ProductTabs } from './ProductTabs';
import { imagesFor, type DetailVariant } from './variants';

/**
 * /products/{url_key}: gallery, the buy box (price, options, quantity, cart, wishlist, compare),
 * Description and Reviews tabs, the vendor section and Related Products. A configurable product
 * starts on its first variant; choosing another switches price, images and the main image.
 */
export function ProductPage({ product, related, recent, soldOut }: ProductPageProps) {
  const t = useT();
  const { isCustomer } = useShop();
  const [variant, setVariant] = useState<DetailVariant | null>(product.product_variants[0] ?? null);

  // Every visit goes on the shopper's "Recently viewed", whether or not its section is ever seen: a
  // guest's in the browser (a few lines, with the page), a customer's on the account (the calls' code).
  useEffect(() => {
    if (!isCustomer) rememberView(product.id);
    else
      void import('../../shared/recent/recentlyViewed')
        .then((m) => m.noteView(product.id, true))
        .catch(() => undefined);
  }, [product.id, isCustomer]);

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
      <RecentlyViewed initial={recent} />
    </>
  );
}
