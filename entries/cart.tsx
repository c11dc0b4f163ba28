import { mountIsland } from '../shared/mount/mountIsland';
import { CartPage } from '../islands/cart/CartPage';
import { preloadCart } from '../islands/cart/cartSlice';

mountIsland('cart', CartPage, { preload: preloadCart });
