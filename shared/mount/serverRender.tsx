import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { makeStore, type RootState } from '../store/store';
import { IslandRoot } from './IslandRoot';
import { islandComponents } from './registerIsland';

/** One mount point of a page: the island's name and its data-props. */
export interface IslandJob {
  name: string;
  props: object;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { parts.push(Buffer.from(chunk)); done(); } });
    stream.on('error', reject);
    sink.on('finish', resolve);
    stream.pipe(sink);
  });
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The markup of every mount point of a page, rendered with the page's one store (made from the
 * state the page preloads, as the browser makes it), so hydration finds what it renders itself.
 * prerender waits for lazy parts (forms, tabs): the HTML holds them whole. An island that throws,
 * or that the bundle does not know, gets '' and the browser renders it from scratch.
 */
export async function renderIslands(jobs: IslandJob[], state: Partial<RootState>, log: (msg: string) => void): Promise<string[]> {
  const store = makeStore(state);
  return Promise.all(
    jobs.map(async ({ name, props }) => {
      const Component = islandComponents.get(name);
      if (!Component) return '';
      try {
        let failed = false;
        const { prelude } = await prerenderToNodeStream(
          <IslandRoot island={name} store={store}>
            <Component {...props} />
          </IslandRoot>,
          { onError: (error) => { failed = true; log(`[haat] island "${name}" failed to render on the server: ${String(error)}`); } },
        );
        const html = await streamText(prelude);
        return failed ? '' : html;
      } catch (error) {
        log(`[haat] island "${name}" failed to render on the server: ${String(error)}`);
        return '';
      }
    }),
  );
}

export const islandNames = () => [...islandComponents.keys()];
