import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within about a screen of the viewport (and from then on): a list far
 * down a page is fetched as the shopper scrolls towards it, not while the page is still starting.
 * Without IntersectionObserver, or when `watch` is false (nothing to wait for), it is true at once.
 *   const near = useNearViewport(listRef, !initial)
 */
export function useNearViewport(ref: RefObject<Element | null>, watch = true): boolean {
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    if (near) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
