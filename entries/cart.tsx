import { mountIsland } from '../shared/mount/mountIsland';
import { CartPage } from '../islands/cart/CartPage';

mountIsland('cart', CartPage);
