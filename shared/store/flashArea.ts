/**
 * Runs `work` once the page's flash area is live: at once where the page has none or the server painted none into
 * it, else when the island has hydrated it (data-mounted). Until then the store's flashes must stay those the
 * server painted, or the hydration would not match its markup.
 */
export function whenFlashAreaLive(doc: Document | undefined, work: () => void): void {
  const area = doc?.querySelector<HTMLElement>('[data-island="flash-messages"]');
  const live = () => !area || area.dataset.mounted === 'true' || area.childElementCount === 0;
  if (live()) return work();
  const watch = new MutationObserver(() => {
    if (!live()) return;
    watch.disconnect();
    work();
  });
  watch.observe(area!, { attributes: true, attributeFilter: ['data-mounted'] });
}
