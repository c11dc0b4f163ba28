import type { FastifyPluginAsync } from 'fastify';
import { listCategories } from '../../catalog/categories';

const category = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, parent_id: { type: ['integer', 'null'] }, slug: { type: 'string' }, name: { type: 'string' },
    category_name: { type: 'string' }, logo_path: { type: ['string', 'null'] }, product_count: { type: 'integer' },
  },
} as const;
const listSchema = { response: { 200: { type: 'object', properties: { data: { type: 'array', items: category } } } } };

/** The category lists of section 7: all read the same active, non-root categories. */
const categoryRoutes: FastifyPluginAsync = async (app) => {
  const handler = async () => ({ data: await listCategories(app.db) });
  app.get('/home/category', { schema: listSchema }, handler);
  app.get('/api/categories', { schema: listSchema }, handler);
  app.get('/api/categories/all', { schema: listSchema }, handler);
};

export default categoryRoutes;
