import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Category, FlashDealProps, LabelWidths } from '../../../shared/api/contract';
import { preloadCounters } from '../../../shared/store/countersSlice';
import type { FlashMessage } from '../../../shared/store/flashSlice';
import type { ShopSettings } from '../../../shared/store/shopSlice';
import { shopCategories } from '../../catalog/attributes';
import { runningFlashCampaign } from '../../catalog/campaigns';
import type { Config } from '../../config';
import type { ViewVars } from '../../plugins/views';
import { pageCounters } from './pageState';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { safeReturnPath } from '../../../shared/validation/returnPath';

/**
 * The top bar's language switch: this address in each language (?lang=). A return path in the
 * address (the sign-in page's) is written only when it is the shop's own, as everywhere else.
 */
export function languageLinks(
  request: FastifyRequest,
): { code: Language; label: string; href: string; current: boolean }[] {
  const url = new URL(request.url, 'http://shop.invalid');
  if (url.searchParams.has('returnTo')) {
    const safe = safeReturnPath(url.searchParams.get('returnTo'));
    if (safe) url.searchParams.set('returnTo', safe);
    else url.searchParams.delete('returnTo');
  }
  return (Object.keys(LANGUAGES) as Language[]).map((code) => {
    url.searchParams.set('lang', code);
    return { code, label: LANGUAGES[code].label, href: url.pathname + url.search, current: code === request.language };
  });
}

/** The shop's own pages, linked from the top bar's middle where it has room (layout.html). */
const PAGE_LINKS = [
  { href: '/blog', text: 'layout.blog' },
  { href: '/page/about-us', text: 'layout.aboutUs' },
  { href: '/careers', text: 'layout.careers' },
];
/** The top bar's links, in either state of the shopper (guest or signed in). */
const TOP_BAR_LINKS = [
  'top-bar.trackOrder',
  'top-bar.login',
  'top-bar.signUp',
  'top-bar.myAccount',
  'top-bar.myOrders',
  'top-bar.logout',
];

/**
 * The header's rows of Bangla labels measured in the shop's Bengali font at their weight in
 * layout.css, so that a late font moves none of them: the top bar's links, the shop's pages and
 * language names (the current one bold), the category menu's names, and the flash-deal strip's
 * name (bold), "ends in" and shop link (600).
 */
async function headerLabelWidths(
  app: FastifyInstance,
  request: FastifyRequest,
  categories: Category[],
  languages: ReturnType<typeof languageLinks>,
) {
  const [links, current, menu, flashName, flashEnds, flashShop] = await Promise.all([
    app.labelWidths(
      [
        ...[...TOP_BAR_LINKS, ...PAGE_LINKS.map((link) => link.text)].map((key) => request.t(key)),
        ...languages.filter((l) => !l.current).map((l) => l.label),
      ],
      400,
    ),
    app.labelWidths(
      languages.filter((l) => l.current).map((l) => l.label),
      700,
    ),
    app.labelWidths(
      categories.map((category) => category.name),
      400,
    ),
    app.labelWidths([request.t('flash-deal.flashDeals')], 700),
    app.labelWidths([request.t('flash-deal.endsIn')], 400),
    app.labelWidths([request.t('flash-deal.shopNow')], 600),
  ]);
  // An English page measures next to nothing: no empty lists in its props.
  const some = (widths: LabelWidths) => (Object.keys(widths).length > 0 ? widths : undefined);
  return {
    topBar: some({ ...links, ...current }),
    menu: some(menu),
    flashDeal: some({ ...flashName, ...flashEnds, ...flashShop }),
  };
}

/**
 * The messages a call left for this page (Order Again's, before the browser came to the cart): shown once, then
 * forgotten.
 */
function takeFlash(request: FastifyRequest): FlashMessage[] | null {
  const flash = request.session.get('flash');
  if (!flash?.length) return null;
  request.session.set('flash', undefined);
  const now = Date.now();
  return flash.map((message, n) => ({ id: now + n, ...message }));
}

/**
 * What layout.html needs on every page: what every mount point carries ({{ island }}), the
 * menu's categories (with the page's path, to mark the one browsed), the flash deal, the language
 * switch, the fonts the page's language preloads, and `state`: the page store's shared slices
 * (shop settings in the shopper's locale, navbar counters) its islands render from.
 */
export function layoutData(app: FastifyInstance, config: Config) {
  return async (request: FastifyRequest): Promise<ViewVars> => {
    const shop = { currency: config.currency, locale: request.locale, pixelId: config.pixelId };
    // Both are remembered for a few seconds (catalog/cache.ts): most pages cost no query here.
    const [categories, flash, counters] = await Promise.all([
      shopCategories(app.db, request.language),
      runningFlashCampaign(app.db),
      pageCounters(app, request),
    ]);
    const isCustomer = Boolean(request.session.get('customerId'));
    const currentPath = request.url.split('?')[0];
    const messages = takeFlash(request);
    const languages = languageLinks(request);
    const labelWidths = await headerLabelWidths(app, request, categories, languages);
    const flashDeal: FlashDealProps | null = flash
      ? {
          campaign: { slug: flash.slug, title: flash.title },
          endsAt: flash.ends_at,
          ...(labelWidths.flashDeal && { labelWidths: labelWidths.flashDeal }),
        }
      : null;
    const pageLinks = PAGE_LINKS.map(({ href, text }) => ({
      href,
      text: request.t(text),
      width: labelWidths.topBar?.[request.t(text)],
    }));
    return {
      shop,
      isCustomer,
      fontPreloads: app.fontPreloads(request.language),
      pageLinks,
      topBar: { languages, ...(labelWidths.topBar && { labelWidths: labelWidths.topBar }) },
      menu: { categories, currentPath, ...(labelWidths.menu && { labelWidths: labelWidths.menu }) },
      flashDeal,
      // The layout's slices, each in its slice's own type: shop settings, counters, flash messages.
      state: {
        shop: { ...shop, isCustomer, formToken: request.xsrfToken() } satisfies ShopSettings,
        ...preloadCounters(counters),
        ...(messages && { flash: messages }),
      },
    };
  };
}
