import { useCallback, useState, type CSSProperties } from 'react';
import { DEFAULT_PRODUCT_IMAGE, defaultSizes, hasVariants, srcset, VARIANT_FORMATS } from './imageSources';

// Where every island has always taken them from; they live in imageSources.ts, which the server reads too.
export { BLANK_IMAGE, DEFAULT_CATEGORY_IMAGE, DEFAULT_PRODUCT_IMAGE, storageUrl } from './imageSources';

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
 * Once the picture has loaded, the lazy marker (loading="lazy") is removed, as the spec asks, so the
 * browser no longer watches it; a new src is lazy again until it loads.
 * A stored picture is offered as AVIF and WebP copies in two or three widths (imageSources.ts);
 * the <img> keeps the original as the fallback. When the picture fails to load the fallback image
 * takes its place, in the same fixed box.
 *   <LazyImage src={storageUrl(product.path)} alt={product.name} width={430} height={510} />
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  fallback = DEFAULT_PRODUCT_IMAGE,
  sizes = defaultSizes(width),
  priority = false,
  style,
}: LazyImageProps) {
  // The source that failed: another src (the gallery's next picture) is tried again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = failedSrc === src;
  // The source that loaded: its image drops the lazy marker.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const loaded = loadedSrc === src;
  // A server-rendered picture may have loaded before hydration, when no load event reaches React.
  const seeLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
    },
    [src],
  );

  const real = failed ? fallback : src;
  const image = (
    <img
      className={className}
      src={real}
      alt={alt}
      width={width}
      height={height}
      ref={seeLoaded}
      loading={priority || loaded ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={style}
      onLoad={() => setLoadedSrc(src)}
      onError={!failed && src !== fallback ? () => setFailedSrc(src) : undefined}
    />
  );
  if (!hasVariants(real)) return image;
  return (
    <picture>
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcset(real, width, format)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
