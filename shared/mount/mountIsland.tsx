import type { I18n } from '../i18n/makeI18n';
import { startTransition, useEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { selectShop, shopSettingsRead, type ShopSettings } from '../store/shopSlice';
import { getPageStore, type AppStore } from '../store/store';
import { loadPageI18n, pageI18n } from '../i18n/pageI18n';
import { queueHydration } from './hydrationQueue';
import { IslandRoot } from './IslandRoot';
import { readIslandProps } from './readIslandProps';
import { earlyInput } from './earlyInput';
import { SHARED_MODULES } from './sharedModules';
import type { IslandPreload } from './preloads';

/** Stores whose shop settings a mount point has filled: the first one of a page sets them. */
const settled = new WeakSet<AppStore>();

/**
 * The shop settings are the page's: the first mount point fills the store, and a later one that
 * says otherwise is a template mistake, named in the console (the page's settings stay).
 */
function settleShop(store: AppStore, shop: ShopSettings, problems: string[]): void {
  if (!settled.has(store)) {
    settled.add(store);
    store.dispatch(shopSettingsRead(shop));
    return;
  }
  const page = selectShop(store.getState());
  if ((Object.keys(shop) as (keyof ShopSettings)[]).some((key) => shop[key] !== page[key])) {
    problems.push(
      `its shop settings ${JSON.stringify(shop)} differ from the page's ${JSON.stringify(page)}; using the page's`,
    );
  }
}

/** Logged when a hydration did not match the server's markup; the browser tests fail on it (e2e/harness.ts). */
const HYDRATION_MISMATCH = '[haat] hydration mismatch in island';

/** A mount point the server filled with the island's markup (an empty one is rendered from scratch). */
const holdsMarkup = (element: HTMLElement) =>
  element.childElementCount > 0 || (element.textContent ?? '').trim() !== '';

/**
 * Renders nothing; once the island's hydration has committed, replays what the shopper did to its
 * server markup before it (earlyInput.ts), in a task of its own: each replayed event is then
 * handled and rendered before the next, as from the keyboard.
 */
function AfterHydration({ replay }: { replay: () => void }) {
  useEffect(() => void setTimeout(replay, 0), [replay]);
  return null;
}

export interface MountOptions<Name extends string> {
  /** Where to look for mount points (tests); the document. */
  root?: ParentNode;
  /** The store to mount with (tests); the page's. */
  store?: AppStore;
  /** The island slice's preload (preloads.ts): read by the server's copy of the islands (registerIsland.ts). */
  preload?: IslandPreload<Name>;
}

/** Mount points already taken by mountIsland (an entry that runs again skips them). */
const taken = new WeakSet<HTMLElement>();

/**
 * Mounts Component into every element [data-island="name"] of the page, with its data-props as
 * props, inside IslandRoot (the page's one store and an error boundary named after the island):
 * it hydrates the markup the server rendered into the mount point, in a later task of its own
 * (hydrationQueue: islands on screen first, a tap on one hydrates it at once), or renders into an
 * empty one (a page from a backend without the server renderer needs only the data attributes).
 * data-mounted="true" marks a mount point once its root exists, and a hydrated one once the
 * hydration has committed and what the shopper did before it is done again. A bad mount point is logged with
 * the island's name and skipped; the other mount points and islands still mount.
 */
export function mountIsland<P extends object, Name extends string>(
  name: Name,
  Component: ComponentType<P>,
  { root = document, store }: MountOptions<Name> = {},
): number {
  let mounted = 0;
  // A use esbuild cannot drop: it keeps the shared modules in the chunk every entry loads.
  if (SHARED_MODULES.length === 0) return mounted;
  root.querySelectorAll<HTMLElement>(`[data-island="${name}"]`).forEach((element) => {
    if (taken.has(element) || element.dataset.mounted === 'true') return;
    const { props, shop, problems, ok } = readIslandProps<P>(element.dataset);
    const pageStore = store ?? getPageStore();
    if (ok) settleShop(pageStore, shop, problems);
    for (const problem of problems) console.error(`[haat] island "${name}": ${problem}`);
    if (!ok) return;
    taken.add(element);
    const mount = (i18n: I18n) => {
      const island = (
        <IslandRoot island={name} store={pageStore} i18n={i18n}>
          <Component {...props} />
        </IslandRoot>
      );
      const start = (run: () => void) => {
        try {
          run();
        } catch (error) {
          console.error(`[haat] island "${name}" could not mount`, error);
        }
      };
      const markMounted = () => {
        element.dataset.mounted = 'true';
      };
      if (holdsMarkup(element)) {
        // As a transition, React hydrates in slices of a few milliseconds and lets the browser
        // answer in between (a grid of cards is no single long task); the page is already painted.
        // For a shopper's event (now), at once: flushSync makes it a synchronous hydration.
        const hydrate = () => {
          hydrateRoot(
            element,
            <>
              {island}
              <AfterHydration replay={earlyInput(element, markMounted)} />
            </>,
            { onRecoverableError: (error) => console.error(`${HYDRATION_MISMATCH} "${name}"`, error) },
          );
        };
        queueHydration(element, (now) => start(() => (now ? flushSync(hydrate) : startTransition(hydrate))));
      } else {
        start(() => {
          createRoot(element).render(island);
          markMounted();
        });
      }
    };
    // Texts written into the page are read at once; otherwise the language's file is fetched, once for all the islands.
    const i18n = pageI18n();
    if (i18n) mount(i18n);
    else void loadPageI18n(selectShop(pageStore.getState()).locale).then(mount);
    mounted += 1;
  });
  return mounted;
}
