import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { getPageStore, type AppStore } from '../store/store';
import { IslandErrorBoundary } from '../ui/IslandErrorBoundary';
import { readIslandProps, type IslandContext } from './readIslandProps';

/**
 * Mounts Component into every element [data-island="name"] of the page, inside the page's one
 * store and an error boundary named after the island. A bad mount point is logged with the
 * island's name and skipped; the other mount points and islands still mount.
 */
export function mountIsland<P extends object>(
  name: string,
  Component: ComponentType<IslandContext & P>,
  { root = document, store }: { root?: ParentNode; store?: AppStore } = {},
): number {
  let mounted = 0;
  root.querySelectorAll<HTMLElement>(`[data-island="${name}"]`).forEach((element) => {
    if (element.dataset.mounted === 'true') return;
    const { props, problems, ok } = readIslandProps<P>(element.dataset);
    for (const problem of problems) console.error(`[haat] island "${name}": ${problem}`);
    if (!ok) return;
    try {
      element.dataset.mounted = 'true';
      createRoot(element).render(
        <Provider store={store ?? getPageStore()}>
          <IslandErrorBoundary island={name}>
            <Component {...props} />
          </IslandErrorBoundary>
        </Provider>,
      );
      mounted += 1;
    } catch (error) {
      console.error(`[haat] island "${name}" could not mount`, error);
    }
  });
  return mounted;
}
