// What the scripts a page loads hold, module by module, largest first, from the browser build's
// metafile (dist/build-meta.json, written by every build): where a page's bytes go, and what
// could load later or elsewhere.
//   node build/chunkInputs.mjs product        the scripts of the product page (loader, layout, its own)
//   node build/chunkInputs.mjs product 40     the 40 largest modules of each
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const build = path.join(root, 'dist/public/build');
const [island = 'product', shown = '25'] = process.argv.slice(2);
const meta = JSON.parse(readFileSync(path.join(root, 'dist/build-meta.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(build, 'manifest.json'), 'utf8'));
const LAYOUT = ['top-bar', 'navbar', 'category-menu', 'flash-deal', 'flash-messages'];

const scripts = new Set([manifest.loader]);
for (const name of [...LAYOUT, island]) {
  const entry = manifest.islands[name];
  if (!entry) throw new Error(`no island "${name}" in the manifest`);
  [entry.script, ...entry.preload].forEach((href) => scripts.add(href));
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
for (const href of scripts) {
  const output = meta.outputs[path.relative(root, path.join(build, href.replace(/^\/build\//, '')))];
  console.log(`${href}  ${kb(output.bytes)} minified`);
  const inputs = Object.entries(output.inputs)
    .map(([file, { bytesInOutput }]) => [file.replace(/^.*node_modules\//, ''), bytesInOutput])
    .sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of inputs.slice(0, Number(shown))) console.log(`  ${kb(bytes)}  ${file}`);
}
