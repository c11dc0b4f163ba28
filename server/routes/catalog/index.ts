import type { FastifyPluginAsync } from 'fastify';
import attributeRoutes from './attributes';
import categoryRoutes from './categories';
import dealRoutes from './deals';
import productRoutes from './products';
import suggestionRoutes from './suggestions';

/**
 * The catalogue's calls: categories, brands, colours and sizes, product lists and search, flash deals and campaigns.
 */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  // The listing islands send an empty value for a filter that is not set (brand_id=): no filter.
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    for (const key of Object.keys(query ?? {})) if (query[key] === '') delete query[key];
    done();
  });
  await app.register(categoryRoutes);
  await app.register(attributeRoutes);
  await app.register(productRoutes);
  await app.register(dealRoutes);
  await app.register(suggestionRoutes);
};

export default catalogRoutes;
