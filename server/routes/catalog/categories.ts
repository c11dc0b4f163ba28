import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { shopCategories } from '../../catalog/attributes';
import { categorySchema, listOf } from './schemas';

/** The three category lists the islands call: all answer the same active categories, root left out. */
const categoryRoutes: FastifyPluginAsync = async (app) => {
  const schema = { response: { 200: listOf(categorySchema) } };
  const handler = async (request: FastifyRequest) => ({ data: await shopCategories(app.db, request.language) });
  app.get('/home/category', { schema }, handler);
  app.get('/api/categories', { schema }, handler);
  app.get('/api/categories/all', { schema }, handler);
};

export default categoryRoutes;
