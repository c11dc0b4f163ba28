import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IslandPreloads } from '../../shared/mount/preloads';

/** One mount point of a page: the island's name and its data-props. */
export interface IslandJob {
  name: string;
  props: object;
}

/** The page's locale and the compiled texts its islands render with (the same the page sends the browser). */
export interface PageTexts {
  locale: string;
  messages: Record<string, unknown>;
}

/** What dist/ssr/islands.js exports (shared/mount/serverRender.tsx, built by esbuild.config.mjs). */
interface IslandBundle {
  renderIslands(jobs: IslandJob[], state: object, texts: PageTexts, log: (msg: string) => void): Promise<string[]>;
  preloadState(preloads: Partial<IslandPreloads>, log: (msg: string) => void): object;
}

export interface IslandRenderer {
  /** The page store's state of these islands, each made by its slice's own preload (shared/mount/preloads.ts). */
  preload(preloads: Partial<IslandPreloads>): object;
  /** Each job's markup, in order ('' for an island the bundle cannot render). */
  render(jobs: IslandJob[], state: object, texts: PageTexts): Promise<string[]>;
}

/**
 * The islands' server renderer, loaded by path from the build (the server never imports islands/
 * at source level), again whenever `npm run dev` rebuilds it. Without a build (unit tests of a
 * fresh checkout) it is null: pages carry empty mount points, which the browser renders, and no
 * island's slice in their state, which the island then fetches.
 */
export function bundleRenderer(root: string, log: (msg: string) => void): IslandRenderer | null {
  const file = path.join(root, 'dist/ssr/islands.js');
  if (!existsSync(file)) return null;
  const load = createRequire(file);
  let bundle: IslandBundle | null = null;
  let stamp = 0;
  const current = (): IslandBundle => {
    const mtime = statSync(file).mtimeMs;
    if (!bundle || mtime !== stamp) {
      delete load.cache[file];
      bundle = load(file) as IslandBundle;
      stamp = mtime;
    }
    return bundle;
  };
  return {
    preload: (preloads) => current().preloadState(preloads, log),
    render: (jobs, state, texts) => current().renderIslands(jobs, state, texts, log),
  };
}
