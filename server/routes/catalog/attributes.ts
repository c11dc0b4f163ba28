import type { FastifyPluginAsync } from 'fastify';
import { allBrands, allColors, allSizes, filterCodes, shopCategories } from '../../catalog/attributes';
import { NotFound } from '../../lib/domainErrors';
import { brandSchema, colorSchema, idParams, listOf, sizeSchema } from './schemas';

const codes = { 200: listOf({ type: 'object', properties: { code: { type: 'string' } } }) };

/** Brands, colours, sizes and the filter sections each category and brand shows. */
const attributeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.get('/all/brands', { schema: { response: { 200: listOf(brandSchema) } } }, async () => ({ data: await allBrands(db) }));
  app.get('/all/colors', { schema: { response: { 200: listOf(colorSchema) } } }, async () => ({ data: await allColors(db) }));
  app.get('/all/size', { schema: { response: { 200: listOf(sizeSchema) } } }, async () => ({ data: await allSizes(db) }));

  app.get<{ Params: { categoryId: number } }>('/category-filter/:categoryId', {
    schema: { params: idParams('categoryId'), response: codes },
  }, async (request) => {
    const { categoryId } = request.params;
    if (!(await shopCategories(db)).some((c) => c.id === categoryId)) throw new NotFound('Category not found.');
    return { data: (await filterCodes(db, 'category', categoryId)).map((code) => ({ code })) };
  });

  app.get<{ Params: { brandId: number } }>('/brand-filter/:brandId', {
    schema: { params: idParams('brandId'), response: codes },
  }, async (request) => {
    const { brandId } = request.params;
    if (!(await allBrands(db)).some((b) => b.id === brandId)) throw new NotFound('Brand not found.');
    return { data: (await filterCodes(db, 'brand', brandId)).map((code) => ({ code })) };
  });
};

export default attributeRoutes;
