import { mountIsland } from '../shared/mount/mountIsland';
import { AllProductsPage } from '../islands/all-products/AllProductsPage';

mountIsland('all-products', AllProductsPage);
