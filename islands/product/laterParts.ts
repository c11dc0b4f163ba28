import { laterPart } from '../../shared/mount/LazyForm';

/*
 * The product page's parts whose code waits until the shopper needs it (laterPart: once on screen or
 * once the page is used), made in this one module so that the page's script holds one copy of
 * LazyForm (build/copiedModules.mjs copies it into each module importing it).
 */

/** The alert forms ("Notify me", "Tell me when the price drops"): forms that post without their code. */
export const ProductAlerts = laterPart(() => import('./ProductAlerts').then((m) => m.default));

/** "Recently viewed", at the foot of the page. */
export const RecentlyViewed = laterPart(() => import('./RecentlyViewed').then((m) => m.default));
