import type { HomePageProps } from '../../shared/api/contract';
import type { IslandContext } from '../../shared/mount/readIslandProps';
import { FeaturedCategories } from './FeaturedCategories';
import { FlashDeals } from './FlashDeals';
import { ShopProducts } from './ShopProducts';
import { TrendingProducts } from './TrendingProducts';

export type HomeProps = IslandContext & Partial<HomePageProps>;

/**
 * The home page: Featured Categories (painted from the page's data), Trending Products, Flash
 * Deals while a flash campaign runs (its end date written by the page) and the shop's products.
 */
export function HomePage({ categories = [], flashCampaign = null, currency, isCustomer, locale, pixelId }: HomeProps) {
  const shop = { currency, isCustomer, locale, pixelId };
  return (
    <>
      <FeaturedCategories categories={categories} />
      <TrendingProducts {...shop} />
      {flashCampaign && <FlashDeals campaign={flashCampaign} {...shop} />}
      <ShopProducts {...shop} />
    </>
  );
}
