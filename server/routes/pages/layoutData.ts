import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FlashDealProps } from '../../../shared/api/contract';
import type { FlashMessage } from '../../../shared/store/flashSlice';
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
export function languageLinks(request: FastifyRequest): { code: Language; label: string; href: string; current: boolean }[] {
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

/** The messages a call left for this page (Order Again's, before the browser came to the cart): shown once, then forgotten. */
function takeFlash(request: FastifyRequest): FlashMessage[] | null {
  const flash = request.session.get('flash');
  if (!flash?.length) return null;
  request.session.set('flash', undefined);
  const now = Date.now();
  return flash.map((message, n) => ({ id: now + n, ...message }));
}

/**
 * What layout.html needs on every page: what every mount point carries ({{> island }}), the
 * menu's categories (with the page's path, to mark the one browsed), the flash deal, the language
 * switch, the fonts the page's language preloads, and `state`: the page store's shared slices
 * (shop settings in the shopper's locale, navbar counters) its islands render from.
 */
export function layoutData(app: FastifyInstance, config: Config) {
  return async (request: FastifyRequest): Promise<ViewVars> => {
    const shop = { currency: config.currency, locale: request.locale, pixelId: config.pixelId };
    // Both are remembered for a few seconds (catalog/cache.ts): most pages cost no query here.
    const [categories, flash, counters] = await Promise.all([shopCategories(app.db, request.language), runningFlashCampaign(app.db), pageCounters(app, request)]);
    const flashDeal: FlashDealProps | null = flash ? { campaign: { slug: flash.slug, title: flash.title }, endsAt: flash.ends_at } : null;
    const isCustomer = Boolean(request.session.get('customerId'));
    const currentPath = request.url.split('?')[0];
    const messages = takeFlash(request);
    return { shop, isCustomer, fontPreloads: app.fontPreloads(request.language), topBar: { languages: languageLinks(request) }, menu: { categories, currentPath }, flashDeal, state: { shop: { ...shop, isCustomer }, counters, ...(messages && { flash: messages }) } };
  };
}
