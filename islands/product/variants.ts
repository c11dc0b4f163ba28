import type { Color, ProductDetail, ProductImage, Size } from '../../shared/api/contract';

export type DetailVariant = ProductDetail['product_variants'][number];

function distinct<T extends { id: number }>(items: (T | null)[]): T[] {
  const seen = new Map<number, T>();
  for (const item of items) if (item && !seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

/** The colours and sizes the variants come in, in the order the variants list them. */
export function variantOptions(variants: DetailVariant[]): { colors: Color[]; sizes: Size[] } {
  return { colors: distinct(variants.map((v) => v.color)), sizes: distinct(variants.map((v) => v.size)) };
}

/**
 * The variant the shopper lands on after picking a colour or a size: the one with that choice
 * and the other attribute kept; when that combination does not exist, the first variant with the
 * new choice (the other attribute follows it).
 */
export function pickVariant(
  variants: DetailVariant[],
  current: DetailVariant,
  change: { colorId: number } | { sizeId: number },
): DetailVariant {
  const matches = (v: DetailVariant) =>
    'colorId' in change ? v.color?.id === change.colorId : v.size?.id === change.sizeId;
  const keeps = (v: DetailVariant) =>
    'colorId' in change ? v.size?.id === current.size?.id : v.color?.id === current.color?.id;
  return variants.find((v) => matches(v) && keeps(v)) ?? variants.find(matches) ?? current;
}

/** The images shown for a variant: its own, else the product's. */
export function imagesFor(productImages: ProductImage[], variant: DetailVariant | null): ProductImage[] {
  if (!variant || variant.images.length === 0) return productImages;
  // The chosen variant's pictures lead; the product's own pictures follow as more thumbnails.
  const seen = new Set(variant.images.map((image) => image.path));
  return [...variant.images, ...productImages.filter((image) => !seen.has(image.path))];
}
