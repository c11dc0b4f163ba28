// Builds the browser islands (one entry per file of entries/, shared chunks, manifest) and the server.
//   node esbuild.config.mjs                 build both, print the island/chunk table
//   node esbuild.config.mjs --watch         rebuild the islands on change (npm run dev)
//   node esbuild.config.mjs --server-only   build the server only (npm run seed, resumes, parcels:*, orders)
import * as esbuild from 'esbuild';
import { readdirSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { bengaliFonts } from './build/fonts.mjs';
import { lazyCommon } from './build/lazyCommon.mjs';
import { copiedModules } from './build/copiedModules.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const outdir = path.join(root, 'dist/public/build');
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');

const entryPoints = Object.fromEntries(
  readdirSync(path.join(root, 'entries'))
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => [f.replace(/\.tsx?$/, ''), path.join(root, 'entries', f)]),
);

/**
 * Pages of no other group that show product cards: each is a group of one, so that it can import the catalogue modules.
 */
const CATALOG_PAGES = ['home', 'product', 'wishlist', 'compare', 'campaign'];

/**
 * Islands bundled together into one script each. `layout`: the islands every page has
 * (layout.html), in page order; a page's JS is theirs plus its page island's group's. The other
 * groups are page islands that share most of their code (the listings' filters and grids, the
 * blog's cards): esbuild makes a chunk of every set of scripts reaching a module, so apart they
 * would share it in tiny chunks, each a request; together it is in the group's script. A page
 * loads the few hundred bytes of its group's other islands in exchange.
 */
const GROUPS = {
  layout: ['top-bar', 'navbar', 'category-menu', 'flash-deal', 'flash-messages'],
  // A campaign's page shows no filter or sort menu: a group of its own keeps its code off the listings.
  listing: ['category', 'brand', 'search', 'all-products'],
  blog: ['blog', 'blog-category', 'blog-post'],
  ...Object.fromEntries(CATALOG_PAGES.map((name) => [name, [name]])),
};
/** The scripts that show product cards: each imports shared/catalog/catalogModules.ts (see there why). */
const CATALOG_SCRIPTS = new Set(['listing', ...CATALOG_PAGES]);
const CATALOG_MODULES = path.join(root, 'shared/catalog/catalogModules.ts');
const LAYOUT_ISLANDS = GROUPS.layout;
const GROUP_ENTRY = 'haat-island-group:';
/** An import specifier for a project file, relative to the project: the same on every checkout and system. */
const fromRoot = (file) => JSON.stringify(`./${path.relative(root, file).split(path.sep).join('/')}`);
const groupEntries = {
  name: 'island-groups',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${GROUP_ENTRY}`) }, (args) => ({
      path: args.path,
      namespace: 'island-group',
    }));
    build.onLoad({ filter: /.*/, namespace: 'island-group' }, (args) => {
      const group = args.path.slice(GROUP_ENTRY.length);
      // Project-relative imports: these lines go into the source maps, which esbuild hashes into
      // the scripts' names; an absolute path would make the build depend on the checkout's directory.
      const lines = GROUPS[group].map((name) => `import ${fromRoot(entryPoints[name])};`);
      if (CATALOG_SCRIPTS.has(group)) {
        lines.push(`import { CATALOG_MODULES } from ${fromRoot(CATALOG_MODULES)};`);
        // A use esbuild cannot drop: without it the import would be shaken off.
        lines.push("if (CATALOG_MODULES.length === 0) throw new Error('catalogue modules missing');");
      }
      return { contents: lines.join('\n'), resolveDir: root, loader: 'js' };
    });
  },
};
/** The group an output's entry point is (esbuild names it `island-group:haat-island-group:NAME`), else null. */
const groupOf = (entryPoint) =>
  entryPoint?.includes(GROUP_ENTRY) ? entryPoint.slice(entryPoint.indexOf(GROUP_ENTRY) + GROUP_ENTRY.length) : null;
/** The browser's entries: the page islands of no group one by one, each group as one. */
const grouped = new Set(Object.values(GROUPS).flat());
const browserEntries = {
  ...Object.fromEntries(Object.entries(entryPoints).filter(([name]) => !grouped.has(name))),
  ...Object.fromEntries(Object.keys(GROUPS).map((group) => [group, GROUP_ENTRY + group])),
};

/**
 * First-screen rules of some pages only, written into their heads beside haat.css (manifest.ts: FIRST_SCREEN_PARTS).
 */
const CSS_PARTS = { listing: 'shared/styles/listing.css', product: 'shared/styles/product.css' };

/** The one script a page names: it loads the islands' scripts after the first paint (shared/mount/loader.ts). */
const LOADER_ENTRY = 'shared/mount/loader.ts';

/**
 * The version of the template authors' contract (docs/templates.md: mount points, the manifest, the
 * page state, the add-flash event), written into the manifest: raised when a page made for it would break.
 */
const CONTRACT_VERSION = 1;

/**
 * Island name -> its script and the chunks it imports statically (to modulepreload); `i18n`:
 * locale -> that language's content-named texts file (writeBrowserCatalogs).
 */
function writeManifest(metafile, i18n) {
  const outputs = metafile.outputs;
  const url = (file) => '/build/' + path.relative(outdir, path.join(root, file));
  // Dependencies before the chunks that import them: the loader evaluates them in this order, one a task.
  const staticImports = (file, seen = new Set(), order = new Set()) => {
    for (const imp of outputs[file].imports) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen, order);
        order.add(imp.path);
      }
    }
    return order;
  };
  const islands = {};
  let css = null;
  let cssRest = null;
  const cssParts = {};
  let loader = null;
  for (const [file, out] of Object.entries(outputs)) {
    if (file.endsWith('.js') && out.entryPoint?.endsWith(LOADER_ENTRY)) loader = url(file);
    if (file.endsWith('.css') && out.entryPoint?.endsWith('/haat.css')) css = url(file);
    if (file.endsWith('.css') && out.entryPoint?.endsWith('haat-rest.css')) cssRest = url(file);
    const part = Object.entries(CSS_PARTS).find(([, source]) => out.entryPoint?.endsWith(source))?.[0];
    if (file.endsWith('.css') && part) cssParts[part] = url(file);
    if (!out.entryPoint || !file.endsWith('.js')) continue;
    const group = groupOf(out.entryPoint);
    if (group) {
      for (const name of GROUPS[group])
        islands[name] = { script: url(file), preload: [...staticImports(file)].map(url) };
      continue;
    }
    const name = path.basename(out.entryPoint).replace(/\.tsx?$/, '');
    if (!entryPoints[name]) continue;
    islands[name] = { script: url(file), preload: [...staticImports(file)].map(url) };
  }
  const manifest = { contract: CONTRACT_VERSION, css, cssParts, cssRest, loader, islands, i18n };
  writeFileSync(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** What a page may transfer in JavaScript, Brotli-compressed (as the server sends it), and an island's own script. */
export const PAGE_BUDGET_KB = 85;
export const ISLAND_BUDGET_KB = 12;
/** A static chunk smaller than this costs a request for little: the table flags it. */
const SMALL_CHUNK_KB = 2;

function report(metafile, manifest) {
  const outputs = metafile.outputs;
  const brCache = new Map();
  const br = (file) => {
    if (!brCache.has(file))
      brCache.set(
        file,
        brotliCompressSync(readFileSync(path.join(root, file)), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      );
    return brCache.get(file);
  };
  const kb = (n) => (n / 1024).toFixed(1).padStart(6) + ' KB';
  const reactChunks = [];
  const rows = [];
  for (const [file, out] of Object.entries(outputs)) {
    if (file.endsWith('.map')) continue;
    const inputs = Object.keys(out.inputs);
    if (inputs.some((i) => /node_modules\/react-dom\//.test(i))) reactChunks.push(path.basename(file));
    const name = out.entryPoint ? path.basename(out.entryPoint).replace(/\.tsx?$/, '') : null;
    const kind = file.endsWith('.css')
      ? 'css   '
      : out.entryPoint?.endsWith(LOADER_ENTRY)
        ? 'loader'
        : groupOf(out.entryPoint) === 'layout'
          ? 'layout'
          : groupOf(out.entryPoint)
            ? 'group '
            : entryPoints[name]
              ? 'island'
              : out.entryPoint
                ? 'lazy  '
                : 'chunk ';
    const libs = [...new Set(inputs.map((i) => i.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]).filter(Boolean))];
    // A chunk of modules that compiled to nothing (types, constants esbuild inlined) is still a request.
    const small =
      kind !== 'chunk '
        ? ''
        : inputs.length === 0
          ? '  (EMPTY: list its module in build/copiedModules.mjs)'
          : br(file) < SMALL_CHUNK_KB * 1024
            ? '  (small)'
            : '';
    const named = libs.length ? '  [' + libs.join(', ') + ']' : '';
    rows.push(`${kind}  ${kb(br(file))} br  ${path.relative(outdir, path.join(root, file))}${named}${small}`);
  }
  console.log(rows.sort().join('\n'));
  console.log(`React (react-dom) is in ${reactChunks.length} chunk(s): ${reactChunks.join(', ')}`);
  if (reactChunks.length !== 1) {
    console.error('React must be in exactly one chunk');
    process.exitCode = 1;
  }
  const fileOf = (href) => path.relative(root, path.join(outdir, href.replace(/^\/build\//, '')));
  const closure = (names) =>
    new Set(names.flatMap((n) => [manifest.islands[n].script, ...manifest.islands[n].preload]).map(fileOf));
  console.log(
    `\nJS per page (Brotli, the loader, layout islands + page island + static imports; budget ${PAGE_BUDGET_KB} KB, ` +
      `own code ${ISLAND_BUDGET_KB} KB):`,
  );
  const overBudget = [];
  for (const name of Object.keys(manifest.islands)
    .filter((n) => !LAYOUT_ISLANDS.includes(n))
    .sort()) {
    const files = [fileOf(manifest.loader), ...closure([...LAYOUT_ISLANDS.filter((n) => manifest.islands[n]), name])];
    const total = files.reduce((sum, f) => sum + br(f), 0);
    const own = br(fileOf(manifest.islands[name].script));
    const over = total > PAGE_BUDGET_KB * 1024 || own > ISLAND_BUDGET_KB * 1024 ? '  OVER BUDGET' : '';
    if (over) overBudget.push(name);
    console.log(
      `  ${name.padEnd(20)} ${kb(total)} page  ${kb(own)} own  ${String(files.length).padStart(2)} scripts${over}`,
    );
  }
  // The budget is the rule a cheap phone on a slow connection sets: a page over it fails the build (and npm test).
  if (overBudget.length > 0) {
    console.error(`Over the JavaScript budget: ${overBudget.join(', ')}`);
    process.exitCode = 1;
  }
}

const clientOptions = {
  // haat.css (first screen) and haat-rest.css @import the stylesheets of each area: haat-HASH.css and
  // haat-rest-HASH.css
  // (the manifest's css and cssRest), and the first-screen parts of some pages (cssParts).
  entryPoints: {
    ...browserEntries,
    loader: path.join(root, LOADER_ENTRY),
    haat: path.join(root, 'shared/styles/haat.css'),
    'haat-rest': path.join(root, 'shared/styles/haat-rest.css'),
    ...Object.fromEntries(Object.entries(CSS_PARTS).map(([part, source]) => [`haat-${part}`, path.join(root, source)])),
  },
  outdir,
  // Paths in the output (source maps, the names' hashes) relative to the project, whatever the
  // directory the build is started from.
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  // Browsers from 2022 on (Android's WebView updates from the Play Store): the libraries' class
  // fields and logical assignments stay as written, smaller on every page than older targets' output.
  target: ['es2022', 'chrome100', 'safari15.4', 'firefox100'],
  minify: true,
  // Maps are written beside each file (for error tools and for loading into devtools by hand) but
  // not linked from it: the link comment would cost bytes on every script of every page.
  sourcemap: 'external',
  metafile: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  // V8's compile hint: compile every function of the file eagerly, on a background thread while it
  // streams in. A page runs most of its code at load (React, the store, hydration); compiled
  // lazily, each function was parsed again and compiled on the main thread inside the one task
  // that evaluated React, a long task on a slow phone. Browsers without the hint ignore a comment.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  logLevel: 'warning',
  plugins: [groupEntries, lazyCommon(root), copiedModules(root), bengaliFonts(outdir)],
};

const serverOptions = {
  entryPoints: {
    main: path.join(root, 'server/main.ts'),
    seed: path.join(root, 'server/seed/cli.ts'),
    resumes: path.join(root, 'server/resumes.ts'),
    parcels: path.join(root, 'server/parcels/cli.ts'),
    orders: path.join(root, 'server/lifecycle/ordersCli.ts'),
    returns: path.join(root, 'server/returns/cli.ts'),
    'payments-reconcile': path.join(root, 'server/lifecycle/reconcilePayments.ts'),
    stock: path.join(root, 'server/alerts/cli.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

/**
 * The server's copy of the islands (dist/ssr/islands.js): every entry, with shared/mount/mountIsland
 * swapped for registerIsland (name -> component), and serverRender's renderIslands. The server
 * requires this file at run time; it never imports islands/ itself.
 */
const ssrEntry = [
  "export { renderIslands, preloadState, islandNames } from './shared/mount/serverRender';",
  "export { writeBrowserCatalogs } from './shared/i18n/browserCatalogs.node';",
  ...Object.values(entryPoints).map((file) => `import './${path.relative(root, file)}';`),
].join('\n');
const swapMount = {
  name: 'swap-mount',
  setup(build) {
    build.onResolve({ filter: /\/mount\/mountIsland$/ }, () => ({
      path: path.join(root, 'shared/mount/registerIsland.ts'),
    }));
  },
};
const ssrOptions = {
  stdin: { contents: ssrEntry, resolveDir: root, sourcefile: 'ssr-islands.ts', loader: 'ts' },
  outfile: path.join(root, 'dist/ssr/islands.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // React and the libraries inside, built for production: the server renders with the fast build
  // whatever NODE_ENV the server runs with, and the same React the islands were written against.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  plugins: [swapMount],
  logLevel: 'warning',
};

const manifestPlugin = {
  name: 'manifest',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length) return;
      writeManifest(result.metafile, i18n);
      if (watch) console.log(`[${new Date().toLocaleTimeString()}] islands rebuilt`);
    });
  },
};

/** The server's copy of the islands, then each language's browser texts beside the islands' build. */
async function buildSsrAndTexts() {
  await esbuild.build(ssrOptions);
  const ssr = createRequire(import.meta.url)('./dist/ssr/islands.js');
  return ssr.writeBrowserCatalogs(root, outdir, ssr.islandNames());
}

// The texts' file names, for the manifest; the texts are written once per build (or watch start).
let i18n = {};
if (watch) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  i18n = await buildSsrAndTexts();
  const ctx = await esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins, manifestPlugin] });
  await ctx.watch();
  console.log('watching entries/, islands/, shared/ ...');
} else {
  await esbuild.build(serverOptions);
  if (!args.has('--server-only')) {
    rmSync(outdir, { recursive: true, force: true });
    mkdirSync(outdir, { recursive: true });
    i18n = await buildSsrAndTexts();
    const result = await esbuild.build(clientOptions);
    // What each script holds, module by module: open it in esbuild's analyzer or list it with
    // `node build/chunkInputs.mjs` to see what a page carries and why.
    writeFileSync(path.join(root, 'dist/build-meta.json'), JSON.stringify(result.metafile));
    report(result.metafile, writeManifest(result.metafile, i18n));
    await (await import('./build/compress.mjs')).compressAssets(outdir);
  }
}
