import * as hooks from '../store/hooks';
import * as client from '../api/client';
import * as envelope from '../api/envelope';
import * as catalogCalls from '../api/catalog';
import * as compareCalls from '../api/compare';
import * as compareStorage from '../compare/compareStorage';
import * as guestCompare from '../compare/guestCompareProducts';
import * as quantity from '../cart/quantity';
import * as lazyImage from '../catalog/LazyImage';
import * as stars from '../catalog/Stars';
import * as price from '../format/price';
import * as breadcrumb from '../ui/Breadcrumb';
import * as useCountdown from '../ui/useCountdown';
import * as icons from '../ui/icons';
import * as navigate from '../ui/navigate';
import * as pagination from '../ui/Pagination';
import * as section from '../ui/Section';
import * as spinner from '../ui/Spinner';
import * as track from '../tracking/track';

/**
 * The shared client code most islands use (store hooks, the call client, product cards, grids and
 * lists, page states, pagination ...). Every entry reaches it through mountIsland (and every lazily
 * loaded part through build/lazyCommon.mjs), so esbuild bundles it into the one chunk that already
 * holds React and the store, instead of dozens of tiny chunks, each a request of its own.
 * What only a page or two need (filters, forms and their formik/yup, reviews) stays out and loads
 * with those pages. Keep it to code without a library of its own: a module listed here is sent on
 * every page. A small module several scripts share (the cart's quantity, the price format) is here for that
 * reason: apart it was a request of a few hundred bytes on those pages. A component only a few
 * pages draw (a cart line's price, the list pages' states, dates) is copied into them instead
 * (build/copiedModules.mjs), so the pages without it do not carry it.
 * What only the pages with product cards use is in shared/catalog/catalogModules.ts.
 */
export const SHARED_MODULES: readonly object[] = [
  hooks,
  client,
  envelope,
  catalogCalls,
  compareCalls,
  compareStorage,
  guestCompare,
  lazyImage,
  stars,
  quantity,
  price,
  breadcrumb,
  icons,
  navigate,
  pagination,
  section,
  spinner,
  track,
  useCountdown,
];
