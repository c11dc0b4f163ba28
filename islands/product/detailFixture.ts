import type { ProductDetail } from '../../shared/api/contract';
import { aProduct } from '../../shared/test/productFixture';
import type { DetailVariant } from './variants';

const red = { id: 1, admin_name: 'Red', swatch_value: '#dc2626' };
const blue = { id: 2, admin_name: 'Blue', swatch_value: '#2563eb' };
const m = { id: 11, admin_name: 'M' };
const l = { id: 12, admin_name: 'L' };

function variant(id: number, color: typeof red, size: typeof m, price: number, special: number | null): DetailVariant {
  return {
    id,
    name: `Panjabi ${color.admin_name} ${size.admin_name}`,
    sku: `PNJ-${id}`,
    price,
    special_price: special,
    images: [{ id: id * 10, path: `product/5/main-${id}.webp` }],
    color,
    size,
  };
}

/** A configurable Panjabi in Red M, Red L and Blue M, each with its own price and image. */
export const PANJABI_VARIANTS = [
  variant(51, red, m, 2500, 2200),
  variant(52, red, l, 2700, null),
  variant(53, blue, m, 2600, null),
];

export function aDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProduct({
      id: 5,
      type: 'configurable',
      name: 'Eid Cotton Panjabi',
      sku: 'PNJ',
      price: 2500,
      special_price: 2200,
      final_price: 2200,
    }),
    images: [{ id: 1, path: 'product/5/main-1.webp' }],
    short_description: '<p>Soft <strong>cotton</strong> for Eid.</p>',
    description: '<p>Made in Narayanganj.</p>',
    video_link: 'https://youtu.be/dQw4w9WgXcQ',
    brand: { id: 3, admin_name: 'Aarong' },
    category: { id: 12, name: 'Men Fashion', slug: 'men-fashion' },
    product_variants: PANJABI_VARIANTS,
    ...overrides,
  };
}
