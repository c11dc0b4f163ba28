import type { FastifyPluginAsync } from 'fastify';
import catalogPages from './catalog';

/** Page routes: each renders its template with the page island's mount point. */
const pageRoutes: FastifyPluginAsync = async (app) => {
  // Home, category, brand, product, all products, search and campaign details.
  await app.register(catalogPages);
};

export default pageRoutes;
