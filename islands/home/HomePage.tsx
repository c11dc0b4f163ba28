import type { HomePageProps } from '../../shared/api/contract';
import { FeaturedCategories } from './FeaturedCategories';
import { FlashDeals } from './FlashDeals';
import { ShopProducts } from './ShopProducts';
import { TrendingProducts } from './TrendingProducts';

export type HomeProps = Partial<HomePageProps>;

/**
 * The home page: Featured Categories, Trending Products, Flash Deals while a flash campaign runs
 * (its end date written by the page) and the shop's products, each painted from the first page the
 * server wrote; a list the page left out is fetched on mount.
 */
export function HomePage({
  categories = [],
  flashCampaign = null,
  trending,
  topDeals,
  moreDeals,
  shopProducts,
}: HomeProps) {
  return (
    <>
      <FeaturedCategories categories={categories} />
      <TrendingProducts initial={trending} />
      {flashCampaign && <FlashDeals campaign={flashCampaign} top={topDeals} more={moreDeals} />}
      <ShopProducts initial={shopProducts} />
    </>
  );
}
