// An esbuild plugin for the browser build: every module loaded on first use (import(): the forms,
// the call client's axios, the pixel) also reaches mountIsland, as every island entry does.
// esbuild puts a module into one chunk per set of entry points reaching it, and a lazily loaded
// module is an entry point of its own: React, the esbuild helpers, the call client and the
// envelope reader were each reached by a slightly different set (the page entries plus some
// forms), so each would be a chunk and a request of its own, some tiny. Reached by every entry,
// they share the one chunk every page loads anyway (mountIsland's: React, the store, the shared
// modules), and a lazily loaded part adds only its own code.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const NAMESPACE = 'lazy-common';

export function lazyCommon(root) {
  const mountIsland = path.join(root, 'shared/mount/mountIsland.tsx');
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
        const target = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: 'import-statement',
          pluginData: NAMESPACE,
        });
        if (target.errors.length || target.external || !target.path.startsWith(root)) return undefined;
        return { path: target.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const module = JSON.stringify(args.path);
        const hasDefault = /\bexport\s+default\b/.test(readFileSync(args.path, 'utf8'));
        return {
          contents: [
            `import { mountIsland } from ${JSON.stringify(mountIsland)};`,
            // A use esbuild cannot drop: without it the import would be shaken off.
            "if (typeof mountIsland !== 'function') throw new Error('mountIsland is missing');",
            `export * from ${module};`,
            hasDefault ? `export { default } from ${module};` : '',
          ].join('\n'),
          resolveDir: path.dirname(args.path),
          loader: 'ts',
        };
      });
    },
  };
}
