import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../mount/IslandRoot';
import { makeStore, type AppStore } from '../store/store';
import { testI18n } from './testI18n';

/**
 * The page as the server sends it, its island scripts not run yet: `island`'s markup rendered by
 * the server into the mount point [data-island=name] (id `name`), empty without one, and the
 * page's texts. Returns the store the markup was rendered from, for mountIsland.
 */
export function serverIslandPage(name: string, island?: ReactElement): AppStore {
  const store = makeStore();
  const markup = island
    ? renderToString(
        <IslandRoot island={name} store={store} i18n={testI18n()}>
          {island}
        </IslandRoot>,
      )
    : '';
  document.body.innerHTML =
    `<div id="${name}" data-island="${name}">${markup}</div><script type="application/json" ` +
    `id="haat-messages" data-locale="en-BD">{}</script>`;
  return store;
}
