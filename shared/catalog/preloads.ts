import type { CardProduct } from '../api/contract';
import {
  BLANK_IMAGE,
  CARD_SIZES,
  DEFAULT_PRODUCT_IMAGE,
  defaultSizes,
  imagePreload,
  storageUrl,
  type ImagePreload,
} from './imageSources';

/**
 * The preload of a page's largest picture (layout.html's lcpImage), built with the same width and
 * sizes as the component that draws it, so the browser uses the preloaded file.
 */
const GALLERY_WIDTH = 430;
const CARD_WIDTH = 430;
const BANNER_WIDTH = 1200;
const BLOG_BANNER_WIDTH = 1200;

/** The product page's main picture (Gallery): the first variant's first picture, else the product's. */
export function galleryPreload(product: {
  images: { path: string }[];
  product_variants: { images: { path: string }[] }[];
}): ImagePreload {
  const path = product.product_variants[0]?.images[0]?.path ?? product.images[0]?.path;
  return imagePreload(storageUrl(path, DEFAULT_PRODUCT_IMAGE), GALLERY_WIDTH, defaultSizes(GALLERY_WIDTH));
}

/** The first card of a grid (ProductCard), or none for an empty grid. */
export function cardPreload(products: Pick<CardProduct, 'path'>[]): ImagePreload | null {
  const product = products[0];
  if (!product) return null;
  return imagePreload(storageUrl(product.path), CARD_WIDTH, CARD_SIZES);
}

/** A campaign's banner, or none when it has no picture. */
export function bannerPreload(image: string | null | undefined): ImagePreload | null {
  return image ? imagePreload(storageUrl(image, BLANK_IMAGE), BANNER_WIDTH, defaultSizes(BANNER_WIDTH)) : null;
}

/** A blog post's large picture (the newest post's card on /blog, the top of a post), or none. */
export function blogBannerPreload(path: string | null | undefined): ImagePreload | null {
  return path ? imagePreload(storageUrl(path), BLOG_BANNER_WIDTH, defaultSizes(BLOG_BANNER_WIDTH)) : null;
}
