import * as hooks from '../store/hooks';
import * as client from '../api/client';
import * as envelope from '../api/envelope';
import * as cartCalls from '../api/cart';
import * as refreshCounters from '../counters/refreshCounters';
import * as lazyImage from '../catalog/LazyImage';
import * as productCard from '../catalog/ProductCard';
import * as stars from '../catalog/Stars';
import * as date from '../format/date';
import * as breadcrumb from '../ui/Breadcrumb';
import * as useCountdown from '../ui/useCountdown';
import * as icons from '../ui/icons';
import * as navigate from '../ui/navigate';
import * as pageStates from '../ui/PageStates';
import * as pagination from '../ui/Pagination';
import * as section from '../ui/Section';
import * as spinner from '../ui/Spinner';
import * as track from '../tracking/track';

/**
 * The shared client code most islands use (store hooks, the call client, product cards and lists,
 * page states, pagination ...). Every entry reaches it through mountIsland, so esbuild bundles it
 * into the one chunk that already holds React and the store, instead of some forty chunks of
 * 0.1 to 2 KB each a request of its own. What only a page or two need (filters, forms and their
 * formik/yup, reviews) stays out and loads with those pages. Keep it to code without a library of
 * its own: a module listed here is sent on every page (what a layout island uses, like the
 * countdown, is sent on every page anyway).
 */
export const SHARED_MODULES: readonly object[] = [
  hooks, client, envelope, cartCalls, refreshCounters,
  lazyImage, productCard, stars,
  date, breadcrumb, icons, navigate, pageStates, pagination, section,
  spinner, track, useCountdown,
];
