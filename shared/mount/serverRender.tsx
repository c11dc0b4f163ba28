import type { Messages } from '@lingui/core';
import { prerender } from 'react-dom/static';
import { makeStore, type RootState } from '../store/store';
import { IslandRoot } from './IslandRoot';
import { islandComponents, islandPreloads } from './registerIsland';
import type { IslandPreloads } from './preloads';
import { makeI18n } from '../i18n/makeI18n';

/** One mount point of a page: the island's name and its data-props. */
export interface IslandJob {
  name: string;
  props: object;
}

/** The page's language and the texts it sends the browser (#haat-messages): the islands render with the same. */
export interface PageTexts {
  locale: string;
  messages: Messages;
}

/**
 * The markup of every mount point of a page, rendered with the page's one store (made from the
 * state the page preloads, as the browser makes it) and the page's texts, so hydration finds what
 * it renders itself.
 * prerender waits for lazy parts (forms, tabs): the HTML holds them whole. An island that throws,
 * or that the bundle does not know, gets '' and the browser renders it from scratch.
 */
export async function renderIslands(
  jobs: IslandJob[],
  state: Partial<RootState>,
  texts: PageTexts,
  log: (msg: string) => void,
): Promise<string[]> {
  const store = makeStore(state);
  const i18n = makeI18n(texts.locale, texts.messages);
  return Promise.all(
    jobs.map(async ({ name, props }) => {
      const Component = islandComponents.get(name);
      if (!Component) return '';
      try {
        let failed = false;
        const { prelude } = await prerender(
          <IslandRoot island={name} store={store} i18n={i18n}>
            <Component {...props} />
          </IslandRoot>,
          {
            // A finished lazy part stays where it is: React would otherwise move one past the first
            // 12,800 bytes of the island to the end of the markup, to be put back by an inline script
            // the shop's Content Security Policy blocks.
            progressiveChunkSize: Infinity,
            onError: (error) => {
              failed = true;
              log(`[haat] island "${name}" failed to render on the server: ${String(error)}`);
            },
          },
        );
        const html = await new Response(prelude).text();
        return failed ? '' : html;
      } catch (error) {
        log(`[haat] island "${name}" failed to render on the server: ${String(error)}`);
        return '';
      }
    }),
  );
}

/**
 * The page store's state for the islands the server has data for: each island's slice makes its
 * own from the data (the preload its entry declares). Data for an island without one is named in
 * the log and left out: the island then fetches it as on a page without state.
 */
export function preloadState(preloads: Partial<IslandPreloads>, log: (msg: string) => void): object {
  const state = {};
  for (const [name, input] of Object.entries(preloads)) {
    const preload = islandPreloads.get(name);
    if (preload) Object.assign(state, preload(input));
    else log(`[haat] island "${name}" has no preload: its data is left out of the page state`);
  }
  return state;
}

export const islandNames = () => [...islandComponents.keys()];
