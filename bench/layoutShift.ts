// Layout shift as the shopper sees it: what moved on a page after it was drawn. Used by the
// browser tests (no page may shift) and by npm run bench:cls (every page, two screen sizes).
import type { Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** The elements that moved, as 'tag.class[data-island] "text"' with their old and new boxes. */
  sources: string[];
}

/**
 * Cumulative layout shift of the page so far (the Layout Instability API's buffered entries,
 * shifts right after input left out), after waiting `settleMs` for late islands and images.
 */
export async function measureLayoutShift(page: Page, settleMs = 2000): Promise<{ cls: number; shifts: LayoutShift[] }> {
  await page.waitForTimeout(settleMs);
  const shifts = await page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        interface Source {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: Source[];
        }
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const describe = (source: Source) => {
          const node = source.node;
          if (!(node instanceof Element))
            return `${node?.nodeName ?? '(gone)'} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
          const island = node.closest('[data-island]')?.getAttribute('data-island');
          const classes =
            typeof node.className === 'string' && node.className
              ? '.' + node.className.trim().split(/\s+/).join('.')
              : '';
          const text = (node.textContent ?? '').trim().slice(0, 40);
          const where = `${node.tagName.toLowerCase()}${classes}${island ? `[${island}]` : ''}`;
          return `${where} "${text}" ${box(source.previousRect)} -> ${box(source.currentRect)}`;
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as Shift[])
              .filter((e) => !e.hadRecentInput)
              .map((e) => ({ value: e.value, sources: e.sources.map(describe) })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all means no entry and no callback.
        setTimeout(() => resolve([]), 500);
      }),
  );
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
