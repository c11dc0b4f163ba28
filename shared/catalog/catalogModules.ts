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
 * scripts and esbuild bundles them into one small chunk that only those pages load: in the chunk
 * every page loads (sharedModules) they would cost checkout, cart and account pages bytes for
 * nothing; left alone they would fall into several tiny chunks, a request each.
 */
export const CATALOG_MODULES: readonly object[] = [productCard, productGrid, productList, categoryCard, countdown];
