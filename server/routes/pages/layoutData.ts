import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FlashDealProps } from '../../../shared/api/contract';
import { shopCategories } from '../../catalog/attributes';
import { runningFlashCampaign } from '../../catalog/campaigns';
import type { Config } from '../../config';
import type { ViewVars } from '../../plugins/views';
import { pageCounters } from './pageState';

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
    return { shop, isCustomer, menu: { categories, currentPath }, flashDeal, state: { shop: { ...shop, isCustomer }, counters } };
  };
}
