import { mountIsland } from '../shared/mount/mountIsland';
import { BrandPage } from '../islands/brand/BrandPage';

mountIsland('brand', BrandPage);
