import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileManifest, manifestReader, type BuildManifest } from './manifest';

const MANIFEST: BuildManifest = {
  css: '/build/haat-A.css',
  cssRest: '/build/haat-rest-B.css',
  loader: '/build/loader-G.js',
  islands: {
    navbar: { script: '/build/navbar-C.js', preload: ['/build/chunks/react-D.js'] },
    home: { script: '/build/home-E.js', preload: ['/build/chunks/react-D.js'] },
    cart: { script: '/build/cart-F.js', preload: [] },
  },
};
const reader = manifestReader(
  () => MANIFEST,
  () => {},
);
const FIRST = '<link rel="stylesheet" href="/build/haat-A.css">';
const REST = '<link rel="stylesheet" href="/build/haat-rest-B.css">';

describe('the stylesheets of a page', () => {
  it('blocks the first paint of a catalogue page on the first-screen stylesheet only: the rest comes last', () => {
    const { head, body } = reader.assetsFor(['navbar', 'home']);
    expect(head.startsWith(FIRST)).toBe(true);
    expect(head).not.toContain(REST);
    expect(body.endsWith(REST)).toBe(true);
    expect(body.indexOf('id="haat-loader"')).toBeLessThan(body.indexOf(REST));
  });

  it('links both in the head of a page whose first screen the rest styles (cart, account, blog ...)', () => {
    const { head, body } = reader.assetsFor(['navbar', 'cart']);
    expect(head.startsWith(FIRST + REST)).toBe(true);
    expect(body).not.toContain('stylesheet');
    expect(body).toContain('id="haat-loader"');
  });

  it('links both in the head of a page with the layout islands only (a content page)', () => {
    expect(reader.assetsFor(['navbar']).head.startsWith(FIRST + REST)).toBe(true);
  });
});

describe('the scripts of a page', () => {
  it(
    'names no script or modulepreload in the head, and one loader in the body listing the islands and their chunks ' +
      'once each',
    () => {
      const { head, body } = reader.assetsFor(['navbar', 'home', 'navbar']);
      expect(head).not.toMatch(/<script|modulepreload/);
      expect(body.match(/<script/g)).toHaveLength(1);
      expect(body).toContain(
        '<script type="module" id="haat-loader" src="/build/loader-G.js" data-scripts="/build/navbar-C.js ' +
          '/build/home-E.js" data-preload="/build/chunks/react-D.js"></script>',
      );
    },
  );

  it('names no loader on a page without islands', () => {
    expect(reader.assetsFor([]).body).not.toContain('<script');
  });

  it('skips an island the build does not have, and says so', () => {
    const logged: string[] = [];
    const { body } = manifestReader(
      () => MANIFEST,
      (line) => logged.push(line),
    ).assetsFor(['navbar', 'ghost']);
    expect(body).toContain('data-scripts="/build/navbar-C.js"');
    expect(logged).toEqual(['[haat] the page has a mount point for "ghost" but the build has no such island']);
  });
});

describe("the texts a page's islands fetch", () => {
  it("names the language's content-named file the build wrote, else the stable name", () => {
    const built = manifestReader(
      () => ({ ...MANIFEST, i18n: { 'bn-BD': '/build/i18n/bn-BD-Ab3.json' } }),
      () => {},
    );
    expect(built.textsFor('bn-BD')).toBe('/build/i18n/bn-BD-Ab3.json');
    expect(built.textsFor('en-BD')).toBe('/build/i18n/en-BD.json');
    expect(reader.textsFor('bn-BD')).toBe('/build/i18n/bn-BD.json');
  });
});

describe('the first stylesheet of a built shop', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'haat-manifest-'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...MANIFEST, css: '/build/haat-A.css' }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is written into the head, without its source map comment, so the first paint waits for no other request', () => {
    writeFileSync(
      path.join(dir, 'haat-A.css'),
      'body{margin:0}.star{background:url("data:image/svg+xml,x")}\n/*# sourceMappingURL=haat-A.css.map */\n',
    );
    const { head } = manifestReader(fileManifest(path.join(dir, 'manifest.json'))).assetsFor(['navbar', 'home']);
    expect(head).toBe('<style>body{margin:0}.star{background:url("data:image/svg+xml,x")}\n</style>');
    expect(manifestReader(fileManifest(path.join(dir, 'manifest.json'))).assetsFor(['navbar', 'cart']).head).toBe(
      head.replace('</style>', '</style>' + REST),
    );
  });

  it("takes the listings' and the product page's own first-screen rules into those pages' heads only", () => {
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        ...MANIFEST,
        cssParts: { listing: '/build/haat-listing-H.css', product: '/build/haat-product-I.css' },
        islands: { ...MANIFEST.islands, category: MANIFEST.islands.home, product: MANIFEST.islands.home },
      }),
    );
    writeFileSync(path.join(dir, 'haat-A.css'), 'body{margin:0}');
    writeFileSync(
      path.join(dir, 'haat-listing-H.css'),
      '.filter-panel{padding:0}\n/*# sourceMappingURL=haat-listing-H.css.map */\n',
    );
    writeFileSync(path.join(dir, 'haat-product-I.css'), '.buy-box{gap:0}');
    const reader = manifestReader(fileManifest(path.join(dir, 'manifest.json')));
    expect(reader.assetsFor(['navbar', 'home']).head).toBe('<style>body{margin:0}</style>');
    expect(reader.assetsFor(['navbar', 'category']).head).toBe(
      '<style>body{margin:0}.filter-panel{padding:0}\n</style>',
    );
    expect(reader.assetsFor(['navbar', 'product']).head).toBe('<style>body{margin:0}.buy-box{gap:0}</style>');
  });

  it('is refused at start when a url() is relative: in the page it would point elsewhere', () => {
    writeFileSync(path.join(dir, 'haat-A.css'), '.logo{background:url(./assets/logo-X.png)}');
    expect(() => fileManifest(path.join(dir, 'manifest.json'))()).toThrow('has a relative url()');
  });
});
