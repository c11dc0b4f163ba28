import type { Category } from '../../shared/api/contract';
import type { IslandContext } from '../../shared/mount/readIslandProps';
import { FeaturedCategories } from './FeaturedCategories';

export interface HomeProps extends Partial<IslandContext> {
  categories?: Category[];
}

/** The home page: its sections paint from the data the server wrote into the page. */
export function HomePage({ categories = [] }: HomeProps) {
  return <FeaturedCategories categories={categories} />;
}
