import { serverText } from '../../lib/serverText';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { featuredProducts, listProducts, TRENDING_PAGE_SIZES } from '../../catalog/listing';
import { searchProducts } from '../../catalog/search';
import { cachedListing, listingCacheOff } from '../../catalog/listingCache';
import { productExists, relatedProducts } from '../../catalog/productDetail';
import { loadProducts } from '../../catalog/productView';
import { NotFound, Refused } from '../../lib/domainErrors';
import { SharedAnswer } from '../../plugins/compression';
import { listingFilter, requireScope } from './listingFilter';
import {
  idParams,
  listingQuery,
  listOf,
  pagedOf,
  pagingProperties,
  productSchema,
  sortSchema,
  variantSchema,
  type ListingQuery,
  type PagingQuery,
} from './schemas';
import type { ListingSort } from '../../catalog/listingSort';

const paged = { 200: pagedOf(productSchema) };
const paging = (query: PagingQuery) => ({ page: query.page, perPage: query.per_page });
/** What a listing's answer depends on, besides the route and its path parameters. */
const LISTING_FIELDS = [
  'page',
  'per_page',
  'sort',
  'min_price',
  'max_price',
  'brand_id',
  'color_id',
  'size_id',
  'term',
];

/** The product lists (featured, trending, all, by category, by brand, related, variants) and search. */
const productRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /**
   * The listing's JSON text (made by the route's response schema) and its compressed copies,
   * remembered for a few seconds under its normalised query and the shopper's language
   * (catalog/listingCache.ts): the same page for every shopper of that language at once. With the
   * cache off every answer is one shopper's, sent as any call's answer.
   */
  async function remembered(
    request: FastifyRequest,
    reply: FastifyReply,
    list: () => Promise<unknown>,
  ): Promise<unknown> {
    if (listingCacheOff()) return list();
    const query = request.query as Record<string, unknown>;
    const key = [
      request.language,
      request.routeOptions.url,
      JSON.stringify(request.params),
      ...LISTING_FIELDS.map((f) => query[f] ?? ''),
    ].join('|');
    const answer = await cachedListing<SharedAnswer>(db, key, async (expired) => {
      const json = String(reply.serialize(await list()));
      // Unchanged since it expired (the usual case): its compressed copies are still good.
      const before = await expired;
      return before?.json === json ? before : new SharedAnswer(json);
    });
    return answer.send(request, reply);
  }

  app.get('/featured/products', { schema: { response: { 200: listOf(productSchema) } } }, async (request) => ({
    data: await featuredProducts(db, {}, request.language),
  }));

  // Trending Products: the home section's picker offers 5, 10 and 15 a page.
  app.get<{ Querystring: PagingQuery }>(
    '/home/products',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: pagingProperties.page,
            per_page: { type: 'integer', enum: [...TRENDING_PAGE_SIZES], default: 5 },
          },
        },
        response: paged,
      },
    },
    async (request, reply) =>
      remembered(request, reply, () => listProducts(db, { trending: true }, paging(request.query), request.language)),
  );

  app.get<{ Querystring: PagingQuery & { sort: ListingSort } }>(
    '/shop/products/data',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pagingProperties, sort: { ...sortSchema, default: 'newest' } },
        },
        response: paged,
      },
    },
    async (request, reply) =>
      remembered(request, reply, () =>
        listProducts(db, {}, paging(request.query), request.language, undefined, request.query.sort),
      ),
  );

  app.get<{ Params: { categoryId: number }; Querystring: ListingQuery }>(
    '/categories/products/:categoryId',
    {
      schema: { params: idParams('categoryId'), querystring: listingQuery(true), response: paged },
    },
    async (request, reply) =>
      remembered(request, reply, async () => {
        const { categoryId } = request.params;
        await requireScope(db, 'category', categoryId);
        return listProducts(
          db,
          { ...(await listingFilter(db, request.query)), categoryId },
          paging(request.query),
          request.language,
          undefined,
          request.query.sort,
        );
      }),
  );

  app.get<{ Params: { brandId: number }; Querystring: ListingQuery }>(
    '/brand/products/:brandId',
    {
      schema: { params: idParams('brandId'), querystring: listingQuery(false), response: paged },
    },
    async (request, reply) =>
      remembered(request, reply, async () => {
        const { brandId } = request.params;
        await requireScope(db, 'brand', brandId);
        // The brand page has no brand filter: its own brand is the one that counts.
        const filter = await listingFilter(db, { ...request.query, brand_id: undefined });
        return listProducts(
          db,
          { ...filter, brandId },
          paging(request.query),
          request.language,
          undefined,
          request.query.sort,
        );
      }),
  );

  app.get<{ Params: { productId: number } }>(
    '/related-products/:productId',
    {
      schema: { params: idParams('productId'), response: { 200: listOf(productSchema) } },
    },
    async (request) => {
      if (!(await productExists(db, request.params.productId)))
        throw new NotFound(serverText('server.productNotFound'));
      return { data: await relatedProducts(db, request.params.productId, request.language) };
    },
  );

  app.get<{ Params: { productId: number } }>(
    '/get/variant-products/:productId',
    {
      schema: { params: idParams('productId'), response: { 200: listOf(variantSchema) } },
    },
    async (request) => {
      const [product] = await loadProducts(db, [request.params.productId], request.language);
      if (!product) throw new NotFound(serverText('server.productNotFound'));
      return { data: product.product_variants };
    },
  );

  // The search answers the closest names first unless the shopper picks an order.
  app.get<{ Querystring: PagingQuery & { term: string; sort?: ListingSort } }>(
    '/search/products',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['term'],
          properties: { ...pagingProperties, sort: sortSchema, term: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: paged,
      },
    },
    async (request, reply) => {
      const term = request.query.term.trim();
      if (!term)
        throw new Refused(serverText('server.enterSearchKeyword'), {
          fields: { term: [serverText('server.enterSearchKeyword')] },
        });
      return remembered(request, reply, () =>
        searchProducts(db, term, paging(request.query), request.language, undefined, request.query.sort),
      );
    },
  );
};

export default productRoutes;
