import { useEffect, useRef, useState } from 'react';

/** A transparent 1x1 gif: the box keeps its size and shows the background until the real image loads. */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** What the shop shows when a product or category has no image of its own. */
export const DEFAULT_PRODUCT_IMAGE = '/storage/defaults/product.png';
export const DEFAULT_CATEGORY_IMAGE = '/storage/defaults/category.png';

/** A product image path as the server serves it: /storage/{path}, or the default image when none. */
export function storageUrl(path: string | null | undefined, fallback = DEFAULT_PRODUCT_IMAGE): string {
  if (!path) return fallback;
  return /^(https?:)?\/|^data:/.test(path) ? path : `/storage/${path}`;
}

/* One observer for every lazy image of the page; each image hands in what to do when it shows. */
let observer: IntersectionObserver | null = null;
const onVisible = new Map<Element, () => void>();

function watch(element: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onVisible.get(entry.target)?.();
        unwatch(entry.target);
      }
    },
    { rootMargin: '200px 0px' },
  );
  onVisible.set(element, show);
  observer.observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element) {
  if (!onVisible.delete(element)) return;
  observer?.unobserve(element);
}

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Fixed size (CSS pixels), so the box never moves when the image arrives. */
  width: number;
  height: number;
  className?: string;
  /** Shown when the real image cannot be loaded. */
  fallback?: string;
}

/**
 * An image that loads its real source only when scrolled into view (IntersectionObserver).
 * Until then it carries the lazy marker (class "lazy" and data-src); once in view the marker is
 * removed, src is set and the image is no longer observed. Without IntersectionObserver it loads
 * at once. <LazyImage src={storageUrl(product.path)} alt={product.name} width={300} height={300} />
 */
export function LazyImage({ src, alt, width, height, className, fallback = DEFAULT_PRODUCT_IMAGE }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver !== 'function');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (shown || !ref.current) return;
    return watch(ref.current, () => setShown(true));
  }, [shown]);

  useEffect(() => setFailed(false), [src]);

  const classes = [className, shown ? null : 'lazy'].filter(Boolean).join(' ') || undefined;
  const real = failed ? fallback : src;
  return (
    <img
      ref={ref}
      className={classes}
      src={shown ? real : BLANK_IMAGE}
      data-src={shown ? undefined : src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      onError={shown && !failed && src !== fallback ? () => setFailed(true) : undefined}
    />
  );
}
