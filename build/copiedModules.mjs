// An esbuild plugin for the browser build: a few small modules are copied into each module that
// imports them instead of being shared. esbuild puts a module into one chunk per set of entry
// points reaching it, so a tiny module reached by an unusual set (the sign-in page and its
// form, the cart and the account's order tables) became a script of its own, a request for
// almost nothing on the page's first load. A copy in each importer costs a few hundred bytes where
// two importers load on one page, and no request.
//
// Only modules without state that must be one go here: no shared cache, no React context, no store
// slice made at load (each copy would have its own); a memo each copy may keep apart (the dates'
// formatters) is fine. A module that keeps state stays shared (the places calls' cache: the
// checkout and its address form share it).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const NAMESPACE = 'copied-module';
/** A project-relative path with forward slashes: the same on every checkout and system. */
const toPosix = (file) => file.split(path.sep).join('/');
/** Marks the plugin's own resolving of a path, which it leaves to esbuild. */
const RESOLVING = Symbol('resolving');

const COPIED_MODULES = [
  'islands/blog-post/CommentFields.tsx',
  'shared/account/OrderStatus.tsx',
  'shared/account/OrderTimeline.tsx',
  'shared/account/ParcelTimeline.tsx',
  'shared/account/returnText.ts',
  'shared/account/statusText.ts',
  'shared/account/timeline.ts',
  'shared/address/CourierPlaceFields.tsx',
  'shared/address/addressLine.ts',
  'shared/address/useList.ts',
  'shared/api/account.ts',
  'shared/api/accountContract.ts',
  'shared/api/blog.ts',
  'shared/api/cart.ts',
  'shared/api/customer.ts',
  'shared/api/orders.ts',
  'shared/api/reviews.ts',
  'shared/api/reviewsContract.ts',
  'shared/api/wishlist.ts',
  'shared/cart/LinePrice.tsx',
  'shared/counters/refreshCounters.ts',
  'shared/counters/useFollowCounter.ts',
  'shared/format/date.ts',
  'shared/forms/PostForm.tsx',
  'shared/forms/formActions.ts',
  'shared/i18n/TaggedText.tsx',
  'shared/mount/LazyForm.tsx',
  'shared/mount/whenNeeded.ts',
  'shared/recent/recentContract.ts',
  'shared/recent/recentStorage.ts',
  'shared/store/leaveWithFlashes.ts',
  'shared/store/removableList.ts',
  'shared/ui/PageStates.tsx',
  'shared/ui/TableHead.tsx',
  'shared/validation/commentTexts.ts',
  'shared/validation/fieldLines.ts',
  'shared/validation/flashFormFailure.ts',
  'shared/validation/phone.ts',
  'shared/validation/returnPath.ts',
  'shared/validation/rules.ts',
  'shared/validation/shopText.ts',
  'shared/wishlist/wishKey.ts',
];

export function copiedModules(root) {
  const copied = new Set(COPIED_MODULES.map((file) => path.join(root, file)));
  // Imports are written without the extension; the names are plain words.
  const names = COPIED_MODULES.map((file) => path.basename(file).replace(/\.tsx?$/, ''));
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: new RegExp(`/(${names.join('|')})(\\.tsx?)?$`) }, async (args) => {
        if (args.pluginData === RESOLVING || args.kind !== 'import-statement') return undefined;
        const target = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: RESOLVING,
        });
        if (target.errors.length || !copied.has(target.path)) return undefined;
        // The importer in the suffix makes each copy a module of its own; an importer that is a
        // copy itself names its own copy, so a copy's copies are its own too.
        // Another plugin's module (lazyCommon's) is already named relative to the project.
        const importer =
          args.pluginData?.copy ??
          (args.namespace === 'file'
            ? toPosix(path.relative(root, args.importer))
            : `${args.namespace}:${args.importer}`);
        // The path relative to the project: esbuild hashes a plugin module's path into the chunks'
        // names, which every importing chunk spells out; an absolute path would make the build
        // depend on the directory the project is checked out in.
        return { path: toPosix(path.relative(root, target.path)), namespace: NAMESPACE, suffix: `?from=${importer}` };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = path.join(root, args.path);
        return {
          contents: readFileSync(file, 'utf8'),
          resolveDir: path.dirname(file),
          loader: path.extname(file).slice(1),
          pluginData: { copy: `${args.path}${args.suffix}` },
        };
      });
    },
  };
}
