import type { FastifyPluginAsync } from 'fastify';
import { listCategories } from '../../catalog/categories';

/** Page routes: each renders its template with the page island's mount point. */
const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (_request, reply) =>
    reply.page('home', { title: 'Online Shopping in Bangladesh', home: { categories: await listCategories(app.db) } }),
  );
};

export default pageRoutes;
