import { manifestReader, type BuildManifest } from './manifest';

const MANIFEST: BuildManifest = {
  css: '/build/haat-A.css',
  cssRest: '/build/haat-rest-B.css',
  islands: {
    navbar: { script: '/build/navbar-C.js', preload: ['/build/chunks/react-D.js'] },
    home: { script: '/build/home-E.js', preload: ['/build/chunks/react-D.js'] },
    cart: { script: '/build/cart-F.js', preload: [] },
  },
};
const reader = manifestReader(() => MANIFEST, () => {});
const FIRST = '<link rel="stylesheet" href="/build/haat-A.css">';
const REST = '<link rel="stylesheet" href="/build/haat-rest-B.css">';

describe('the stylesheets of a page', () => {
  it('blocks the first paint of a catalogue page on the first-screen stylesheet only: the rest comes last', () => {
    const { head, body } = reader.assetsFor(['navbar', 'home']);
    expect(head.startsWith(FIRST)).toBe(true);
    expect(head).not.toContain(REST);
    expect(body.endsWith(REST)).toBe(true);
    expect(body.indexOf('<script type="module" src="/build/home-E.js">')).toBeLessThan(body.indexOf(REST));
  });

  it('links both in the head of a page whose first screen the rest styles (cart, account, blog ...)', () => {
    const { head, body } = reader.assetsFor(['navbar', 'cart']);
    expect(head.startsWith(FIRST + REST)).toBe(true);
    expect(body).not.toContain('stylesheet');
  });

  it('links both in the head of a page with the layout islands only (a content page)', () => {
    expect(reader.assetsFor(['navbar']).head.startsWith(FIRST + REST)).toBe(true);
  });
});
