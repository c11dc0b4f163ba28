// The template authors' contract (docs/templates.md) on a backend that is not the shop: a small
// server of the test's own serves a plain HTML page with empty mount points (the navbar, the flash
// messages, a product and the cart), the built files at /build/ and passes every other call
// through to the shop. The islands mount, add the product to the cart, and the counter and the
// cart show it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ProductPageProps } from '../shared/api/contract';
import { islandProps } from '../server/test/browser';
import { screenshot, shopAndBrowser, STARTUP_MS, type RunningShop } from './harness';
import { reloaded, visit } from './settled';

jest.setTimeout(60_000);

const BUILD = path.resolve(__dirname, '../dist/public/build');
const KANTHA = { url: '/products/aarong-nakshi-kantha-single', name: 'Aarong Nakshi Kantha Single' };

interface Manifest {
  contract: number;
  css: string;
  cssParts: Record<string, string>;
  cssRest: string;
  loader: string;
  i18n: Record<string, string>;
  islands: Record<string, { script: string; preload: string[] }>;
}

/** The contract's version as docs/templates.md states it ("Contract version: N"). */
function documentedVersion(): number {
  const docs = readFileSync(path.resolve(__dirname, '../docs/templates.md'), 'utf8');
  return Number(/^Contract version: (\d+)/m.exec(docs)?.[1]);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page another backend writes from the manifest, as docs/templates.md's example does. */
function plainPage(manifest: Manifest, product: ProductPageProps): string {
  const islands = ['navbar', 'flash-messages', 'product', 'cart'];
  const settings = 'data-currency="৳" data-is-customer="false" data-locale="en-BD" data-pixel-id=""';
  const preload = [...new Set(islands.flatMap((name) => manifest.islands[name].preload))];
  const scripts = [...new Set(islands.map((name) => manifest.islands[name].script))];
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kantha | Another shop</title>
  <link rel="stylesheet" href="${manifest.css}">
  <link rel="stylesheet" href="${manifest.cssParts.product}">
  <link rel="stylesheet" href="${manifest.cssRest}">
</head>
<body>
  <header><a href="/">Another shop</a> sells kanthas too.</header>
  <div class="navbar" data-island="navbar" ${settings}></div>
  <div class="flash-area" data-island="flash-messages" ${settings}></div>
  <main id="content">
    <div class="container" data-island="product" ${settings} data-props="${attribute(JSON.stringify(product))}"></div>
    <div class="container" data-island="cart" ${settings} data-props="{}"></div>
  </main>
  <script type="application/json" id="haat-messages" data-locale="en-BD" data-src="${manifest.i18n['en-BD']}"></script>
  <script type="module" id="haat-loader" src="${manifest.loader}"
          data-preload="${preload.join(' ')}" data-scripts="${scripts.join(' ')}"></script>
</body>
</html>`;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** The other backend: its page at /, the built files at /build/, every other call passed to the shop as it is. */
function otherBackend(shop: RunningShop, page: string): Server {
  const target = new URL(shop.url);
  return createServer((incoming: IncomingMessage, answer: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://backend.invalid');
    if (url.pathname === '/') {
      answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    if (url.pathname.startsWith('/build/')) {
      const file = path.join(BUILD, path.normalize(url.pathname.slice('/build/'.length)));
      if (!file.startsWith(BUILD + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
        answer.writeHead(404).end();
        return;
      }
      answer.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(answer);
      return;
    }
    const passed = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    passed.on('error', () => answer.writeHead(502).end());
    incoming.pipe(passed);
  });
}

let shop: RunningShop;
let page: Page;
let errors: string[];
let backend: Server;
let backendUrl: string;
let manifest: Manifest;

beforeAll(async () => {
  ({ shop, page, errors } = await shopAndBrowser());
  manifest = JSON.parse(readFileSync(path.join(BUILD, 'manifest.json'), 'utf8')) as Manifest;
  // The other backend's own data for the product, in the contract's shape (ProductPageProps in
  // shared/api/contract.ts): here the props the shop itself gives the same product.
  const product = islandProps<ProductPageProps>(await (await fetch(shop.url + KANTHA.url)).text(), 'product');
  backend = otherBackend(shop, plainPage(manifest, product));
  await new Promise<void>((listening) => backend.listen(0, '127.0.0.1', listening));
  // Another host name than the shop's: the page keeps cookies of its own.
  backendUrl = `http://localhost:${(backend.address() as { port: number }).port}`;
}, STARTUP_MS);

afterAll(() => new Promise((closed) => (backend ? backend.close(closed) : closed(undefined))));

const mounted = (name: string) => page.locator(`[data-island="${name}"][data-mounted="true"]`);

it('names the contract version the docs give in the manifest', () => {
  expect(manifest.contract).toBe(documentedVersion());
  expect(manifest.contract).toBeGreaterThan(0);
});

it('mounts the islands into empty mount points of a page the shop did not render, and adds to the cart', async () => {
  await visit(page, backendUrl + '/');
  for (const island of ['navbar', 'flash-messages', 'product', 'cart'])
    await mounted(island).waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1, name: KANTHA.name }).waitFor();
  await page.getByText('Your Cart is Empty!').waitFor();
  await page.getByRole('link', { name: 'Cart: 0' }).waitFor();

  await page.locator('.buy-box').getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: 'Cart: 1' }).waitFor();
  await page.getByRole('row').filter({ hasText: KANTHA.name }).waitFor();

  // The page's own scripts show a message through the add-flash event.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('add-flash', { detail: { text: 'Hello from another shop', type: 'info' } })),
  );
  await mounted('flash-messages').getByText('Hello from another shop', { exact: true }).waitFor();
  await screenshot(page, 'other-backend', { fullPage: true });
  expect(errors).toEqual([]);

  // The cart is the shop's: the next visit shows it too.
  await reloaded(page);
  await page.getByRole('row').filter({ hasText: KANTHA.name }).waitFor();
  await page.getByRole('link', { name: 'Cart: 1' }).waitFor();
});
