import type { ComponentType } from 'react';
import type { IslandPreload } from './preloads';

/** Island name -> its root component, filled by the entries when they run in the server bundle. */
export const islandComponents = new Map<string, ComponentType<object>>();

/** Island name -> its slice's preload (preloads.ts), for the islands that have one. */
export const islandPreloads = new Map<string, (input: unknown) => object>();

/**
 * What entries/<name>.tsx calls in the server bundle (dist/ssr/islands.js) in place of the
 * browser's mountIsland: esbuild swaps the module, so an entry stays `mountIsland(name, Component)`
 * and the server learns every island's component and preload without importing islands/ itself.
 */
export function mountIsland<P extends object, Name extends string>(
  name: Name,
  Component: ComponentType<P>,
  { preload }: { preload?: IslandPreload<Name> } = {},
): number {
  islandComponents.set(name, Component as ComponentType<object>);
  if (preload) islandPreloads.set(name, preload as (input: unknown) => object);
  return 0;
}
