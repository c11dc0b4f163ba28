import { useEffect, useState } from 'react';
import type { Campaign, FlashDealCard, Paged } from '../../shared/api/contract';
import { BLANK_IMAGE, LazyImage, storageUrl } from '../../shared/catalog/LazyImage';
import { ProductList } from '../../shared/catalog/ProductList';
import { useProductList } from '../../shared/catalog/useProductList';
import { Countdown } from '../../shared/ui/Countdown';
import { Section } from '../../shared/ui/Section';
import { fetchMoreDeals, fetchTopDeals } from '../../shared/api/catalog';
import { useT } from '../../shared/i18n/useT';

interface Props {
  campaign: Campaign & { ends_at: string };
  /** The top deals and the first page of the others, when the page wrote them (else fetched on mount). */
  top?: FlashDealCard[];
  more?: Paged<FlashDealCard>;
}

/** Flash Deals: the campaign banner and countdown, the top deals, then the other deals page by page. */
export function FlashDeals({ campaign, top: topFirst, more: moreFirst }: Props) {
  const [top, setTop] = useState<{ products: FlashDealCard[]; loading: boolean }>({
    products: topFirst ?? [],
    loading: !topFirst,
  });
  const more = useProductList<FlashDealCard>(fetchMoreDeals, { initial: moreFirst });
  const t = useT();
  const topDealLabel = (product: FlashDealCard) => (product.top_deal ? t('home.topDeals') : undefined);

  useEffect(() => {
    if (topFirst) return;
    fetchTopDeals()
      .then((products) => setTop({ products, loading: false }))
      .catch((error: unknown) => {
        console.error('[haat] could not load the top deals', error);
        setTop({ products: [], loading: false });
      });
  }, [topFirst]);

  return (
    <Section
      id="flash-deals"
      title={t('home.flashDeals')}
      lead={t('home.specialThisMonth')}
      aside={<Countdown endsAt={campaign.ends_at} label={t('home.flashDealsEndIn')} />}
      className="section flash-deals"
    >
      <a className="campaign-banner" href={`/campaign-details/${campaign.slug}`}>
        {campaign.image ? (
          <LazyImage
            src={storageUrl(campaign.image)}
            alt={campaign.title}
            width={1200}
            height={400}
            fallback={BLANK_IMAGE}
          />
        ) : (
          campaign.title
        )}
      </a>
      <ProductList
        products={top.products}
        loading={top.loading}
        place="card"
        className="product-grid five"
        labelOf={topDealLabel}
        loadingLabel={t('home.loadingTopDeals')}
        expected={5}
      />
      {more.products.length > 0 && (
        <div className="flash-more">
          <ProductList
            products={more.products}
            loading={more.loading}
            place="flashSmall"
            className="small-grid"
            labelOf={topDealLabel}
            loadingLabel={t('home.loadingMoreDeals')}
          />
        </div>
      )}
      {more.page < more.lastPage && (
        <div className="list-more">
          <button type="button" className="button secondary" onClick={more.loadMore} disabled={more.loading}>
            {more.loading ? t('common.loading') : t('home.moreDeals')}
          </button>
        </div>
      )}
    </Section>
  );
}
