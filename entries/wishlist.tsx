import { mountIsland } from '../shared/mount/mountIsland';
import { WishlistPage } from '../islands/wishlist/WishlistPage';
import { preloadWishlist } from '../islands/wishlist/wishlistSlice';

mountIsland('wishlist', WishlistPage, { preload: preloadWishlist });
