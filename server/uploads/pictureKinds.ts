import { srcsetWidths } from '../../shared/catalog/imageSources';

/**
 * How wide (CSS pixels, the `width` LazyImage is given) the storefront draws each kind of stored
 * picture, wherever it shows it. A picture's srcset names the copies srcsetWidths picks for that
 * width, so these are the copies made when the picture is stored. A width added to a page and not
 * here still works (the copy is made on its first request), but slowly for that first shopper.
 */
const DRAWN_AT = {
  /**
   * A product's first picture: product cards, the gallery, compare and wishlist (430), the flash
   * deal's small card (86), the account's reviews (64).
   */
  product: [430, 86, 64],
  /** A product's other pictures (details, its variants' colours), which only the gallery draws. */
  productGallery: [430],
  /** The gallery's thumbnails. */
  productThumbnail: [80],
  /** Category cards. */
  category: [64],
  /** The campaign page and the home page's flash deals. */
  campaign: [1200],
  /** Blog cards (600) and the blog sidebar (96); banners are plain pictures. */
  blogThumbnail: [600, 96],
  /** The review list's thumbnails of a review's small photo; the large one opens as it is. */
  reviewPhoto: [80],
} as const;

export type PictureKind = keyof typeof DRAWN_AT;

/** The copies' widths of a kind of picture, smallest first. */
export function copyWidths(kind: PictureKind): number[] {
  return [...new Set(DRAWN_AT[kind].flatMap((width) => srcsetWidths(width)))].sort((a, b) => a - b);
}
