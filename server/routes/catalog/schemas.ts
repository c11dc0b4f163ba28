/**
 * JSON schemas of the catalogue calls. Response schemas list every field of the contract
 * (shared/api/contract.ts): Fastify serialises with them, which is faster, and a field left out
 * here is left out of the answer.
 */
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../catalog/listing';
import { SORTS, type ListingSort } from '../../catalog/listingSort';
import { idParams, idSchema, pageSchema, perPageSchema } from '../schemaParts';

export { idParams };

const nullable = (type: string) => ({ type: [type, 'null'] });
const image = { type: 'object', properties: { id: { type: 'integer' }, path: { type: 'string' } } } as const;

export const variantSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    price: { type: 'number' },
    special_price: nullable('number'),
    images: { type: 'array', items: image },
  },
} as const;

const productProperties = {
  id: { type: 'integer' },
  type: { type: 'string' },
  name: { type: 'string' },
  url_key: { type: 'string' },
  slug: { type: 'string' },
  sku: { type: 'string' },
  price: { type: 'number' },
  special_price: nullable('number'),
  final_price: nullable('number'),
  has_campaign: { type: 'boolean' },
  images: { type: 'array', items: image },
  short_description: nullable('string'),
  path: nullable('string'),
  product_variants: { type: 'array', items: variantSchema },
  reviews_count: { type: 'integer' },
  average_rating: { type: 'number' },
  sold_out: { type: 'boolean' },
} as const;

export const productSchema = { type: 'object', properties: productProperties } as const;
export const flashDealSchema = {
  type: 'object',
  properties: { ...productProperties, top_deal: { type: 'boolean' } },
} as const;

export const pagedOf = (item: object) => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: item },
    meta: {
      type: 'object',
      properties: {
        current_page: { type: 'integer' },
        last_page: { type: 'integer' },
        per_page: { type: 'integer' },
        total: { type: 'integer' },
        capped: { type: 'boolean' },
        closest: { type: 'boolean' },
      },
    },
  },
});
export const listOf = (item: object) => ({ type: 'object', properties: { data: { type: 'array', items: item } } });

export const brandSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    admin_name: { type: 'string' },
    slug: { type: 'string' },
    logo_path: nullable('string'),
  },
} as const;
export const colorSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, admin_name: { type: 'string' }, swatch_value: { type: 'string' } },
} as const;
export const sizeSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, admin_name: { type: 'string' } },
} as const;
export const categorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parent_id: nullable('integer'),
    slug: { type: 'string' },
    name: { type: 'string' },
    category_name: { type: 'string' },
    logo_path: nullable('string'),
    product_count: { type: 'integer' },
  },
} as const;
export const campaignSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    image: nullable('string'),
    title: { type: 'string' },
    short_description: nullable('string'),
    discount_type: { type: 'string' },
    discount: { type: 'number' },
    ends_at: { type: 'string' },
  },
} as const;

export const pagingProperties = {
  page: pageSchema,
  per_page: perPageSchema(MAX_PER_PAGE, DEFAULT_PER_PAGE),
} as const;

/** A listing's order (an unknown value is refused); newest first unless the route says otherwise. */
export const sortSchema = { type: 'string', enum: [...SORTS] } as const;

/** The listing filters of the category and brand pages; prices in taka. */
export const listingQuery = (withBrand: boolean) => ({
  type: 'object',
  properties: {
    ...pagingProperties,
    sort: { ...sortSchema, default: 'newest' },
    min_price: { type: 'number', minimum: 0 },
    max_price: { type: 'number', minimum: 0 },
    ...(withBrand ? { brand_id: idSchema } : {}),
    color_id: idSchema,
    size_id: idSchema,
  },
  additionalProperties: true,
});

export interface PagingQuery {
  page: number;
  per_page: number;
}
export interface ListingQuery extends PagingQuery {
  sort: ListingSort;
  min_price?: number;
  max_price?: number;
  brand_id?: number;
  color_id?: number;
  size_id?: number;
}
