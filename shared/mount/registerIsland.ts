import type { ComponentType } from 'react';

/** Island name -> its root component, filled by the entries when they run in the server bundle. */
export const islandComponents = new Map<string, ComponentType<object>>();

/**
 * What entries/<name>.tsx calls in the server bundle (dist/ssr/islands.js) in place of the
 * browser's mountIsland: esbuild swaps the module, so an entry stays `mountIsland(name, Component)`
 * and the server learns every island's component without importing islands/ itself.
 */
export function mountIsland<P extends object>(name: string, Component: ComponentType<P>): number {
  islandComponents.set(name, Component as ComponentType<object>);
  return 0;
}
