import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FlashDealProps } from '../../../shared/api/contract';
import { shopCategories } from '../../catalog/attributes';
import { runningFlashCampaign } from '../../catalog/campaigns';
import type { Config } from '../../config';
import { escapeHtml, type ViewVars } from '../../plugins/views';

/** What layout.html needs on every page: the mount-point attributes and the menu's categories. */
export function layoutData(app: FastifyInstance, config: Config) {
  return async (request: FastifyRequest): Promise<ViewVars> => {
    const isCustomer = Boolean(request.session.get('customerId'));
    const island =
      `data-currency="${escapeHtml(config.currency)}" data-is-customer="${isCustomer}" ` +
      `data-locale="${escapeHtml(config.locale)}" data-pixel-id="${escapeHtml(config.pixelId)}"`;
    // Both are remembered for a few seconds (catalog/cache.ts): most pages cost no query here.
    const [categories, flash] = await Promise.all([shopCategories(app.db), runningFlashCampaign(app.db)]);
    const flashDeal: FlashDealProps | null = flash ? { campaign: { slug: flash.slug, title: flash.title }, endsAt: flash.ends_at } : null;
    return {
      island,
      isCustomer,
      locale: config.locale,
      menu: { categories },
      flashDeal,
    };
  };
}
