/** A transparent 1x1 gif: an empty picture that keeps its box (a campaign without a banner). */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** What the shop shows when a product or category has no image of its own. */
export const DEFAULT_PRODUCT_IMAGE = '/storage/defaults/product.png';
export const DEFAULT_CATEGORY_IMAGE = '/storage/defaults/category.png';

/** A product image path as the server serves it: /storage/{path}, or the default image when none. */
export function storageUrl(path: string | null | undefined, fallback = DEFAULT_PRODUCT_IMAGE): string {
  if (!path) return fallback;
  return /^(https?:)?\/|^data:/.test(path) ? path : `/storage/${path}`;
}

/**
 * Smaller copies of the shop's pictures, in AVIF and WebP, named after the original:
 *   /storage/product/12/main-1.webp  ->  /storage/product/12/main-1-240w.avif, main-1-430w.webp ...
 * (the original's extension dropped, "-{width}w.{format}" added). The server makes a copy with
 * sharp on its first request and keeps it beside the original; only the widths below exist, and
 * a copy is never wider than its original.
 */
export const VARIANT_WIDTHS = [64, 128, 240, 320, 430, 640, 860, 1200] as const;
/** In the order a <picture> offers them: the browser takes the first it can show. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** A stored raster picture, which has copies (an SVG or another site's picture has none). */
const ORIGINAL = /^(\/storage\/.+)\.(webp|png|jpe?g)$/;
const VARIANT = /-(\d+)w\.(avif|webp)$/;

export const hasVariants = (src: string) => ORIGINAL.test(src);

export function variantUrl(src: string, width: number, format: VariantFormat): string {
  return src.replace(ORIGINAL, `$1-${width}w.${format}`);
}

/**
 * The copies offered for a picture drawn at most `width` CSS pixels wide: about half, the same and
 * twice that width, each the smallest listed width at least that large (the largest when none is).
 */
export function srcsetWidths(width: number): number[] {
  const snap = (target: number) => VARIANT_WIDTHS.find((w) => w >= target) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return [...new Set([snap(width / 2), snap(width), snap(width * 2)])];
}

export function srcset(src: string, width: number, format: VariantFormat): string {
  return srcsetWidths(width)
    .map((w) => `${variantUrl(src, w, format)} ${w}w`)
    .join(', ');
}

/** The width and name of a copy in a /storage path (relative to the storage dir), or null. */
export function parseVariant(file: string): { original: string; width: number; format: VariantFormat } | null {
  const match = VARIANT.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  return { original: file.slice(0, match.index), width, format: match[2] as VariantFormat };
}

/**
 * How wide a picture is drawn (its srcset's `sizes`): fluid up to its own width (the stylesheet's
 * img max-width: 100%). A page's preload must name the very same sizes and widths as its picture,
 * or the browser fetches twice.
 */
export const defaultSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;
/** A card of .product-grid: 2 columns, 3 from 640 px (4 or 5 from 900 px) in a 1200 px container. */
export const CARD_SIZES = '(min-width: 1100px) 290px, (min-width: 640px) 33vw, 50vw';

/** What layout.html's <link rel=preload as=image> needs to fetch a page's largest picture early. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

export function imagePreload(src: string, width: number, sizes: string): ImagePreload {
  return hasVariants(src) ? { href: src, srcset: srcset(src, width, 'avif'), sizes } : { href: src };
}
