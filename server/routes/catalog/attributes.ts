import type { FastifyPluginAsync } from 'fastify';
import { allBrands, allColors, allSizes, filterCodes } from '../../catalog/attributes';
import { requireScope } from './listingFilter';
import { brandSchema, colorSchema, idParams, listOf, sizeSchema } from './schemas';

const codes = { 200: listOf({ type: 'object', properties: { code: { type: 'string' } } }) };

/** Brands, colours, sizes and the filter sections each category and brand shows. */
const attributeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.get('/all/brands', { schema: { response: { 200: listOf(brandSchema) } } }, async (request) => ({
    data: await allBrands(db, request.language),
  }));
  app.get('/all/colors', { schema: { response: { 200: listOf(colorSchema) } } }, async () => ({
    data: await allColors(db),
  }));
  app.get('/all/size', { schema: { response: { 200: listOf(sizeSchema) } } }, async () => ({
    data: await allSizes(db),
  }));

  // /category-filter/{categoryId} and /brand-filter/{brandId}: the filter sections the page shows.
  for (const owner of ['category', 'brand'] as const) {
    const param = `${owner}Id`;
    app.get<{ Params: Record<string, number> }>(
      `/${owner}-filter/:${param}`,
      { schema: { params: idParams(param), response: codes } },
      async (request) => {
        const id = request.params[param];
        await requireScope(db, owner, id);
        return { data: (await filterCodes(db, owner, id)).map((code) => ({ code })) };
      },
    );
  }
};

export default attributeRoutes;
