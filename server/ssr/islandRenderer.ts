import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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
}

export interface IslandRenderer {
  /** Each job's markup, in order ('' for an island the bundle cannot render). */
  render(jobs: IslandJob[], state: object, texts: PageTexts): Promise<string[]>;
}

/**
 * The islands' server renderer, loaded by path from the build (the server never imports islands/
 * at source level), again whenever `npm run dev` rebuilds it. Without a build (unit tests of a
 * fresh checkout) it is null and pages carry empty mount points, which the browser renders.
 */
export function bundleRenderer(root: string, log: (msg: string) => void): IslandRenderer | null {
  const file = path.join(root, 'dist/ssr/islands.js');
  if (!existsSync(file)) return null;
  const load = createRequire(file);
  let bundle: IslandBundle | null = null;
  let stamp = 0;
  return {
    render(jobs, state, texts) {
      const mtime = statSync(file).mtimeMs;
      if (!bundle || mtime !== stamp) {
        delete load.cache[file];
        bundle = load(file) as IslandBundle;
        stamp = mtime;
      }
      return bundle.renderIslands(jobs, state, texts, log);
    },
  };
}
