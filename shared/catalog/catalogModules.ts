import * as productCard from './ProductCard';
import * as productGrid from './ProductGrid';
import * as productList from './ProductList';
import * as categoryCard from './CategoryCard';
import * as countdown from '../ui/Countdown';

/**
 * The modules of the pages that show product cards (home, the listings, a product, the wishlist
 * and the compare list): the card with its price, buy button and list buttons, grids, lists,
 * category cards and the campaign countdown. The build imports this into those pages' scripts
 * (esbuild.config.mjs: CATALOG_SCRIPTS), so every one of these modules is reached by the same
 * scripts and esbuild bundles them into one chunk of about 3 KB that only those pages load:
 * in the chunk every page loads (sharedModules) they cost checkout, cart and account pages 2 KB
 * for nothing; left alone they fell into three chunks of 0.2 to 2 KB, a request each.
 */
export const CATALOG_MODULES: readonly object[] = [productCard, productGrid, productList, categoryCard, countdown];
