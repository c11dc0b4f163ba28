import { INTERACTIONS } from './hydrationQueue';

/**
 * Calls `need` once, when the shopper first needs a part of an island that the server painted
 * (laterPart): the part comes on screen, or they use its island (a tap, key or focus anywhere in
 * it, which may change what the part shows). Until then the server's markup stands in for it, so
 * its code is not among what a page loads at start. A part with no markup in the page (an island
 * rendered in the browser, from an empty mount point) or a browser without IntersectionObserver
 * needs it at once: nothing would stand in. Returns what stops watching.
 */
export function whenNeeded(part: HTMLElement, need: () => void): () => void {
  if (!part.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
    need();
    return () => undefined;
  }
  const island = part.closest<HTMLElement>('[data-island]') ?? part;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) needed();
  });
  const stop = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) island.removeEventListener(type, needed, { capture: true });
  };
  function needed() {
    stop();
    need();
  }
  // The part's wrapper is laid out as if not there (display: contents: no box to intersect), so its
  // elements are watched; a part the server painted as nothing waits for a use.
  for (const element of part.children) observer.observe(element);
  for (const type of INTERACTIONS) island.addEventListener(type, needed, { capture: true, passive: true });
  return stop;
}
