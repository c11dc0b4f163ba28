/**
 * The one script a page names (manifest.ts writes `<script type="module" id="haat-loader"
 * data-scripts="..." data-preload="...">`): it starts loading the page's island scripts only once
 * the first screen is painted. The server's markup is the first screen, so the island code need
 * not compete with the page, its stylesheet and its largest picture for a slow connection, nor
 * take the main thread before the first paint. It imports nothing itself (a few hundred bytes).
 * data-preload: the chunks the islands import, fetched at once in parallel (no waterfall);
 * data-scripts: the islands' own scripts, evaluated one after another in page order, each in its
 * own task, so no single task hydrates the whole page.
 */
const loader = document.getElementById('haat-loader');

const listed = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
}

async function load(): Promise<void> {
  listed(loader?.dataset.preload).forEach(preload);
  const scripts = listed(loader?.dataset.scripts);
  scripts.forEach(preload);
  for (const src of scripts) {
    try {
      await import(src);
    } catch (error) {
      console.error(`[haat] could not load ${src}`, error);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * After the next frame is painted: a requestAnimationFrame callback runs just before a paint, a
 * task it queues runs after it. A hidden tab paints nothing (and runs no frame callbacks), so it
 * loads at once.
 */
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load, 0));
else void load();
