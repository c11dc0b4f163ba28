import type { Product } from '../api/contract';

/** A product as the catalogue calls answer it, for tests; override what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 7;
  return {
    id,
    type: 'simple',
    name: 'Tangail Cotton Saree',
    url_key: `tangail-cotton-saree-${id}`,
    slug: `tangail-cotton-saree-${id}`,
    sku: `SAREE-${id}`,
    price: 1500,
    special_price: null,
    final_price: 1500,
    has_campaign: false,
    images: [{ id: 1, path: `product/${id}/1.jpg` }],
    short_description: null,
    path: `product/${id}/1.jpg`,
    product_variants: [],
    reviews_count: 0,
    average_rating: 0,
    ...overrides,
  };
}

/** An axios-style failure with the server's status and body. */
export function anHttpError(status: number, data: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}
