/**
 * The one script a page names (manifest.ts writes `<script type="module" id="haat-loader"
 * data-scripts="..." data-preload="...">`): it starts loading the page's island scripts only once
 * the first screen is painted. The server's markup is the first screen, so the island code need
 * not compete with the page, its stylesheet and its largest picture for a slow connection, nor
 * take the main thread before the first paint. It loads no chunk itself (a few hundred bytes).
 * data-preload: the chunks the islands import, dependencies first, fetched at once in parallel
 * with the page's texts file (no waterfall), then evaluated one a task in that order: evaluating
 * React, Redux and the islands in one go was one long task on a slow phone. data-scripts: the islands' own scripts,
 * evaluated
 * the same way in page order (they queue their hydration: hydrationQueue.ts). A tap on a link or
 * a form works natively before the island's script has run; one on what needs the script is held
 * for the island to replay (holdEarlyTaps, below).
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

/**
 * What the islands' first use would pay inside a longer task, done here while their scripts
 * download, each in a task of its own: Intl's first formatter loads its locale data, and the tab's
 * storage (the page store's carried flashes, the compare list, "Recently viewed") opens with a
 * round trip to the browser. On a slow phone each was a long task added to the island script's
 * evaluation or hydration that used it first.
 */
function warmUp(locale: string | undefined): void {
  const steps = [() => new Intl.NumberFormat(locale).format(0), () => sessionStorage.length, () => localStorage.length];
  for (const step of steps)
    setTimeout(() => {
      try {
        step();
      } catch {
        // A bad locale or a refused storage: the islands meet it and say so themselves.
      }
    }, 0);
}

async function load(): Promise<void> {
  const all = [...listed(loader?.dataset.preload), ...listed(loader?.dataset.scripts)];
  all.forEach((href) => preload(href));
  // The page's texts file (pageI18n), fetched beside the scripts: the islands need it to hydrate.
  const messages = document.getElementById('haat-messages');
  const texts = messages?.dataset.src;
  if (texts) preload(texts, 'preload');
  warmUp(messages?.dataset.locale);
  for (const src of all) {
    try {
      await import(src);
    } catch (error) {
      console.error('[haat]', error); // names the script that failed
    }
    await nextTask();
  }
}

/**
 * Taps made before an island's script has run. The server's markup is on screen well before the
 * island scripts (the loader fetches them after the first paint). Links are links and the
 * storefront's forms have an action the server answers (Add To Cart, the cart, the lists, sign-in,
 * search; server/routes/forms): a tap on one does what it says natively (a double tap sends a
 * form once: the browser's second sending replaces the first). What cannot work without the
 * script (the gallery's zoom, a form with no action such as the checkout's address) is held: the
 * browser's own action is stopped (a form would be sent nowhere), the control is marked
 * data-held-tap (drawn busy), and the island taps it again once hydrated (earlyInput.ts: the
 * attribute's name is written there too, as this file is the loader's and imports nothing the
 * islands share). A tap again on a held control is still one tap. What is typed into a field stays
 * in the field, and the island replays it from there (the price slider's). A form whose code comes
 * after its island's (a form part, data-form-part, until marked data-live: LazyForm) is held the
 * same way until that code has hydrated it.
 */
function holdEarlyTaps(): void {
  document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.('a[href],button,[type=checkbox],[type=radio]');
      if (
        control &&
        !control.matches('a,form[action] button:not([type=button])') &&
        control.closest('[data-island]:not([data-mounted]),[data-form-part]:not([data-live])')
      ) {
        event.preventDefault();
        event.stopPropagation();
        control.setAttribute('data-held-tap', '');
      }
    },
    true,
  );
}

/** How long the scripts wait for a first contentful paint that does not come (a browser with no paint timing). */
const PAINT_WAIT_MS = 3000;

/**
 * After the first contentful paint (text or a picture on screen), in a task of its own. The next
 * painted frame is not enough: the first frames can hold nothing but backgrounds, and the island
 * scripts then race the page's text for the connection and delay its first paint on a slow
 * phone's network. Nor is the load event: a page of small pictures can load
 * before it paints. A browser that reports no paint timing (Safari before 14.1) loads after
 * PAINT_WAIT_MS. A tab hidden from the start paints nothing, so it loads at once.
 */
function afterFirstContentfulPaint(start: () => unknown): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length && once()).observe({
    type: 'paint',
    buffered: true,
  });
  setTimeout(once, PAINT_WAIT_MS);
}

holdEarlyTaps();
if (document.visibilityState === 'visible') afterFirstContentfulPaint(load);
else void load();

// A module (its tests import it), exporting nothing.
export {};
