import { serverText } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { campaignProducts, findCampaign, moreDeals, runningFlashCampaign, topDeals } from '../../catalog/campaigns';
import { NotFound } from '../../lib/domainErrors';
import {
  brandSchema,
  campaignSchema,
  categorySchema,
  flashDealSchema,
  idParams,
  listOf,
  pagedOf,
  pagingProperties,
  productSchema,
  type PagingQuery,
} from './schemas';

/** Flash deals and campaigns. */
const dealRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.get('/flashdeal/products', { schema: { response: { 200: listOf(flashDealSchema) } } }, async (request) => ({
    data: await topDeals(db, request.language),
  }));

  app.get<{ Querystring: PagingQuery }>(
    '/flashdeal/products/more',
    {
      schema: {
        querystring: { type: 'object', properties: pagingProperties },
        response: { 200: pagedOf(flashDealSchema) },
      },
    },
    async (request) => moreDeals(db, { page: request.query.page, perPage: request.query.per_page }, request.language),
  );

  app.get(
    '/flashdeal/campaign',
    {
      schema: {
        response: { 200: { type: 'object', properties: { data: { anyOf: [campaignSchema, { type: 'null' }] } } } },
      },
    },
    async () => ({ data: await runningFlashCampaign(db) }),
  );

  app.get<{ Params: { id: number } }>(
    '/campaign/products/:id',
    {
      schema: {
        params: idParams('id'),
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  category_products: { type: 'array', items: categorySchema },
                  brand_products: { type: 'array', items: brandSchema },
                  products: { type: 'array', items: productSchema },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const campaign = await findCampaign(db, { id: request.params.id });
      if (!campaign) throw new NotFound(serverText('server.campaignNotFound'));
      return { data: await campaignProducts(db, campaign.id, request.language) };
    },
  );
};

export default dealRoutes;
