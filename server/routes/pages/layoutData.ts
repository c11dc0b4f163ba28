import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FlashDealProps } from '../../../shared/api/contract';
import type { FlashMessage } from '../../../shared/store/flashSlice';
import { shopCategories } from '../../catalog/attributes';
import { runningFlashCampaign } from '../../catalog/campaigns';
import type { Config } from '../../config';
import type { ViewVars } from '../../plugins/views';
import { pageCounters } from './pageState';

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
 * menu's categories (with the page's path, to mark the one browsed), the flash deal, and `state`:
 * the page store's shared slices (shop settings, navbar counters) its islands render from.
 */
export function layoutData(app: FastifyInstance, config: Config) {
  const shop = { currency: config.currency, locale: config.locale, pixelId: config.pixelId };
  return async (request: FastifyRequest): Promise<ViewVars> => {
    // Both are remembered for a few seconds (catalog/cache.ts): most pages cost no query here.
    const [categories, flash, counters] = await Promise.all([shopCategories(app.db), runningFlashCampaign(app.db), pageCounters(app, request)]);
    const flashDeal: FlashDealProps | null = flash ? { campaign: { slug: flash.slug, title: flash.title }, endsAt: flash.ends_at } : null;
    const isCustomer = Boolean(request.session.get('customerId'));
    const currentPath = request.url.split('?')[0];
    const messages = takeFlash(request);
    return { shop, isCustomer, menu: { categories, currentPath }, flashDeal, state: { shop: { ...shop, isCustomer }, counters, ...(messages && { flash: messages }) } };
  };
}
