import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listCategories } from '../../catalog/categories';
import type { Config } from '../../config';
import { escapeHtml, type ViewVars } from '../../plugins/views';

/** What layout.html needs on every page: the mount-point attributes and the menu's categories. */
export function layoutData(app: FastifyInstance, config: Config) {
  return async (request: FastifyRequest): Promise<ViewVars> => {
    const isCustomer = Boolean(request.session.get('customerId'));
    const island =
      `data-currency="${escapeHtml(config.currency)}" data-is-customer="${isCustomer}" ` +
      `data-locale="${escapeHtml(config.locale)}" data-pixel-id="${escapeHtml(config.pixelId)}"`;
    return {
      island,
      isCustomer,
      locale: config.locale,
      menu: { categories: await listCategories(app.db) },
      flashDeal: null,
    };
  };
}
