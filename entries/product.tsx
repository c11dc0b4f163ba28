import { mountIsland } from '../shared/mount/mountIsland';
import { ProductPage } from '../islands/product/ProductPage';

mountIsland('product', ProductPage);
