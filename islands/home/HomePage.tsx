import type { HomePageProps } from '../../shared/api/contract';
import { FeaturedCategories } from './FeaturedCategories';
import { FlashDeals } from './FlashDeals';
import { ShopProducts } from './ShopProducts';
import { TrendingProducts } from './TrendingProducts';

export type HomeProps = Partial<HomePageProps>;

/**
 * The home page: Featured Categories (painted from the page's data), Trending Products, Flash
 * Deals while a flash campaign runs (its end date written by the page) and the shop's products.
 */
export function HomePage({ categories = [], flashCampaign = null }: HomeProps) {
  return (
    <>
      <FeaturedCategories categories={categories} />
      <TrendingProducts />
      {flashCampaign && <FlashDeals campaign={flashCampaign} />}
      <ShopProducts />
    </>
  );
}
