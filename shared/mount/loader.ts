/**
 * The one script a page names (manifest.ts writes `<script type="module" id="haat-loader"
 * data-scripts="..." data-preload="...">`): it starts loading the page's island scripts only once
 * the first screen is painted. The server's markup is the first screen, so the island code need
 * not compete with the page, its stylesheet and its largest picture for a slow connection, nor
 * take the main thread before the first paint. It imports nothing itself (a few hundred bytes).
 * data-preload: the chunks the islands import, dependencies first, fetched at once in parallel
 * with the page's texts file (no waterfall), then evaluated one a task in that order: evaluating
 * React, Redux and the islands in one go was one long task on a slow phone. data-scripts: the islands' own scripts, evaluated
 * the same way in page order (they queue their hydration: hydrationQueue.ts).
 */
const loader = document.getElementById('haat-loader');

const listed = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

function preload(href: string, rel = 'modulepreload'): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') {
    // As fetch() will ask for it (same-origin, cors mode), so that call takes this answer.
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
  }
  document.head.appendChild(link);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function load(): Promise<void> {
  const chunks = listed(loader?.dataset.preload);
  const scripts = listed(loader?.dataset.scripts);
  [...chunks, ...scripts].forEach((href) => preload(href));
  // The page's texts file (pageI18n), fetched beside the scripts: the islands need it to hydrate.
  const texts = document.getElementById('haat-messages')?.dataset.src;
  if (texts) preload(texts, 'preload');
  for (const src of [...chunks, ...scripts]) {
    try {
      await import(src);
    } catch (error) {
      console.error(`[haat] could not load ${src}`, error);
    }
    await nextTask();
  }
}

/**
 * After the next frame is painted: a requestAnimationFrame callback runs just before a paint, a
 * task it queues runs after it. A hidden tab paints nothing (and runs no frame callbacks), so it
 * loads at once.
 */
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else void load();
