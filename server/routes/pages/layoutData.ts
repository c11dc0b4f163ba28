import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FlashDealProps } from '../../../shared/api/contract';
import { shopCategories } from '../../catalog/attributes';
import { runningFlashCampaign } from '../../catalog/campaigns';
import type { Config } from '../../config';
import type { ViewVars } from '../../plugins/views';

/** What layout.html needs on every page: what every mount point carries ({{> island }}) and the menu's categories. */
export function layoutData(app: FastifyInstance, config: Config) {
  const shop = { currency: config.currency, locale: config.locale, pixelId: config.pixelId };
  return async (request: FastifyRequest): Promise<ViewVars> => {
    // Both are remembered for a few seconds (catalog/cache.ts): most pages cost no query here.
    const [categories, flash] = await Promise.all([shopCategories(app.db), runningFlashCampaign(app.db)]);
    const flashDeal: FlashDealProps | null = flash ? { campaign: { slug: flash.slug, title: flash.title }, endsAt: flash.ends_at } : null;
    return { shop, isCustomer: Boolean(request.session.get('customerId')), menu: { categories }, flashDeal };
  };
}
