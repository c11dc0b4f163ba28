import type { CompareProduct } from '../../shared/api/contract';

const taka = (n: number) => `৳ ${n.toLocaleString('en-BD')}`;

/** A product as GET /api/compare-items answers it (test data). */
export function comparedProduct(
  id: number,
  name: string,
  {
    regular,
    final = regular,
    type = 'simple',
    campaign = false,
    description = null,
    reviews = 0,
    rating = 0,
  }: {
    regular: number;
    final?: number;
    type?: 'simple' | 'configurable';
    campaign?: boolean;
    description?: string | null;
    reviews?: number;
    rating?: number;
  },
): CompareProduct {
  return {
    id,
    name,
    sku: name.toUpperCase().replace(/\W+/g, '-'),
    url_key: name.toLowerCase().replace(/\s+/g, '-'),
    type,
    description,
    base_image: `product/${id}/main-1.webp`,
    prices: {
      regular: { price: regular, formatted_price: taka(regular) },
      final: { price: final, formatted_price: taka(final) },
    },
    has_campaign: campaign,
    final_price: final,
    reviews_count: reviews,
    average_rating: rating,
  };
}
