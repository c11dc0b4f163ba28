import type { FastifyPluginAsync } from 'fastify';
import { allBrands, shopCategories } from '../../catalog/attributes';
import { featuredProducts, listProducts, searchProducts, TRENDING_PAGE_SIZES } from '../../catalog/listing';
import { productExists, relatedProducts } from '../../catalog/productDetail';
import { loadProducts } from '../../catalog/productView';
import { HttpError } from '../../plugins/errors';
import { listingFilter } from './listingFilter';
import { idParams, listingQuery, listOf, pagedOf, pagingProperties, productSchema, variantSchema, type ListingQuery, type PagingQuery } from './schemas';

const paged = { 200: pagedOf(productSchema) };
const paging = (query: PagingQuery) => ({ page: query.page, perPage: query.per_page });

/** The product lists of section 7, and the search page's call. */
const productRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.get('/featured/products', { schema: { response: { 200: listOf(productSchema) } } }, async () => ({ data: await featuredProducts(db) }));

  // Trending Products: the home section's picker offers 5, 10 and 15 a page.
  app.get<{ Querystring: PagingQuery }>('/home/products', {
    schema: {
      querystring: { type: 'object', properties: { page: pagingProperties.page, per_page: { type: 'integer', enum: [...TRENDING_PAGE_SIZES], default: 5 } } },
      response: paged,
    },
  }, async (request) => listProducts(db, { trending: true }, paging(request.query)));

  app.get<{ Querystring: PagingQuery }>('/shop/products/data', {
    schema: { querystring: { type: 'object', properties: pagingProperties }, response: paged },
  }, async (request) => listProducts(db, {}, paging(request.query)));

  app.get<{ Params: { categoryId: number }; Querystring: ListingQuery }>('/categories/products/:categoryId', {
    schema: { params: idParams('categoryId'), querystring: listingQuery(true), response: paged },
  }, async (request) => {
    const { categoryId } = request.params;
    if (!(await shopCategories(db)).some((c) => c.id === categoryId)) throw new HttpError(404, 'Category not found.');
    return listProducts(db, { ...(await listingFilter(db, request.query)), categoryId }, paging(request.query));
  });

  app.get<{ Params: { brandId: number }; Querystring: ListingQuery }>('/brand/products/:brandId', {
    schema: { params: idParams('brandId'), querystring: listingQuery(false), response: paged },
  }, async (request) => {
    const { brandId } = request.params;
    if (!(await allBrands(db)).some((b) => b.id === brandId)) throw new HttpError(404, 'Brand not found.');
    // The brand page has no brand filter: its own brand is the one that counts.
    const filter = await listingFilter(db, { ...request.query, brand_id: undefined });
    return listProducts(db, { ...filter, brandId }, paging(request.query));
  });

  app.get<{ Params: { productId: number } }>('/related-products/:productId', {
    schema: { params: idParams('productId'), response: { 200: listOf(productSchema) } },
  }, async (request) => {
    if (!(await productExists(db, request.params.productId))) throw new HttpError(404, 'Product not found.');
    return { data: await relatedProducts(db, request.params.productId) };
  });

  app.get<{ Params: { productId: number } }>('/get/variant-products/:productId', {
    schema: { params: idParams('productId'), response: { 200: listOf(variantSchema) } },
  }, async (request) => {
    const [product] = await loadProducts(db, [request.params.productId]);
    if (!product) throw new HttpError(404, 'Product not found.');
    return { data: product.product_variants };
  });

  app.get<{ Querystring: PagingQuery & { term: string } }>('/search/products', {
    schema: {
      querystring: {
        type: 'object',
        required: ['term'],
        properties: { ...pagingProperties, term: { type: 'string', minLength: 1, maxLength: 100 } },
      },
      response: paged,
    },
  }, async (request) => {
    const term = request.query.term.trim();
    if (!term) throw new HttpError(422, 'Please enter a search keyword.', { term: ['Please enter a search keyword.'] });
    return searchProducts(db, term, paging(request.query));
  });
};

export default productRoutes;
