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

/** A project-relative import specifier: the same on every checkout and system. */
const fromRoot = (root, file) => JSON.stringify(`./${path.relative(root, file).split(path.sep).join('/')}`);

export function lazyCommon(root) {
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
        const target = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          // As a lazy import, which the other plugins leave alone (copiedModules copies static imports only).
          kind: 'dynamic-import',
          pluginData: NAMESPACE,
        });
        if (target.errors.length || target.external || !target.path.startsWith(root)) return undefined;
        // The path relative to the project, and the contents below import by project-relative
        // paths: esbuild hashes a plugin module's path into the chunks' names, which every importing
        // chunk spells out, so an absolute path would make the build depend on the checkout's directory.
        return { path: path.relative(root, target.path).split(path.sep).join('/'), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = path.join(root, args.path);
        const module = fromRoot(root, file);
        const hasDefault = /\bexport\s+default\b/.test(readFileSync(file, 'utf8'));
        return {
          contents: [
            `import { mountIsland } from ${fromRoot(root, path.join(root, 'shared/mount/mountIsland.tsx'))};`,
            // A use esbuild cannot drop: without it the import would be shaken off.
            "if (typeof mountIsland !== 'function') throw new Error('mountIsland is missing');",
            `export * from ${module};`,
            hasDefault ? `export { default } from ${module};` : '',
          ].join('\n'),
          resolveDir: root,
          loader: 'ts',
        };
      });
    },
  };
}
