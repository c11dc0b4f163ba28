import { mountIsland } from '../shared/mount/mountIsland';
import { WishlistPage } from '../islands/wishlist/WishlistPage';

mountIsland('wishlist', WishlistPage);
