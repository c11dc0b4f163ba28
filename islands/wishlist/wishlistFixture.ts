import type { WishlistEntry } from '../../shared/api/contract';

const taka = (n: number) => `৳ ${n.toLocaleString('en-BD')}`;

/** A wishlist entry as GET /api/customer/wishlist answers it (test data). */
export function wishlistEntry(
  id: number,
  name: string,
  {
    regular,
    final = regular,
    type = 'simple',
    campaign = false,
    reviews = 0,
    rating = 0,
  }: {
    regular: number;
    final?: number;
    type?: 'simple' | 'configurable';
    campaign?: boolean;
    reviews?: number;
    rating?: number;
  },
): WishlistEntry {
  return {
    id,
    product: {
      id: id * 10,
      name,
      url_key: name.toLowerCase().replace(/\s+/g, '-'),
      type,
      has_campaign: campaign,
      final_price: final,
      reviews_count: reviews,
      average_rating: rating,
      base_image: `product/${id * 10}/main-1.webp`,
      prices: {
        regular: { price: regular, formatted_price: taka(regular) },
        final: { price: final, formatted_price: taka(final) },
      },
    },
  };
}
