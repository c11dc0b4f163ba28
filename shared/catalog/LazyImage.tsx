import { useEffect, useState, type CSSProperties } from 'react';
import { hasVariants, srcset } from './imageSources';

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

/** How wide the picture is drawn: fluid up to its own width unless the caller knows better. */
export const defaultSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Fixed size (CSS pixels), so the box never moves when the image arrives. */
  width: number;
  height: number;
  className?: string;
  /** Shown when the real image cannot be loaded. */
  fallback?: string;
  /** The `sizes` of the srcset: how wide the picture is drawn at each viewport width. */
  sizes?: string;
  /** The largest picture of the first screen: fetched at once and first, not lazily. */
  priority?: boolean;
  style?: CSSProperties;
}

/**
 * A picture with its real source in the markup (so server-rendered HTML shows it without
 * JavaScript) that the browser fetches when it nears the viewport (loading="lazy") and decodes off
 * the main thread, or at once with high priority when it is the page's largest (priority).
 * A stored picture is offered as AVIF and WebP copies in two or three widths (imageSources.ts);
 * the <img> keeps the original as the fallback. When the picture fails to load the fallback image
 * takes its place, in the same fixed box.
 *   <LazyImage src={storageUrl(product.path)} alt={product.name} width={430} height={510} />
 */
export function LazyImage({ src, alt, width, height, className, fallback = DEFAULT_PRODUCT_IMAGE, sizes = defaultSizes(width), priority = false, style }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);

  const real = failed ? fallback : src;
  const image = (
    <img
      className={className}
      src={real}
      alt={alt}
      width={width}
      height={height}
      sizes={hasVariants(real) ? sizes : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={style}
      onError={!failed && src !== fallback ? () => setFailed(true) : undefined}
    />
  );
  if (!hasVariants(real)) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(real, width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(real, width, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
