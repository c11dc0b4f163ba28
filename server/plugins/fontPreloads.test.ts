import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_DIALECTS, testShop } from '../test/testShop';

// The fonts are the build's (npm run build): their names carry their content's hash.
const FONT_LIST = path.join(__dirname, '../../dist/public/build/fonts/fonts.json');

/** The fonts a page's head preloads. */
function fontPreloadsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map(
    (m) => m[1],
  );
}

describe.each(TEST_DIALECTS)('the Bengali web font (%s)', (dialect) => {
  const shop = testShop(dialect);
  let fonts: { common: string; bengali: string };
  beforeAll(() => {
    if (!existsSync(FONT_LIST)) throw new Error(`No ${FONT_LIST}: run "npm run build" first.`);
    fonts = JSON.parse(readFileSync(FONT_LIST, 'utf8'));
  });
  // As a browser asks: a font's answer must not be compressed again (WOFF2 is compressed already).
  const open = (url: string) =>
    shop.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  const page = async (url: string) => (await shop.app.inject({ url, headers: { accept: 'text/html' } })).body;

  it('is served as WOFF2, as it is, cached for a year under a name that changes with its content', async () => {
    for (const href of [fonts.common, fonts.bengali]) {
      expect(href).toMatch(/^\/build\/fonts\/noto-sans-bengali-(common|bengali)-[0-9a-f]{8}\.woff2$/);
      const res = await open(href);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('keeps the common file small and the Bengali one whole', async () => {
    const common = (await open(fonts.common)).rawPayload.length;
    const bengali = (await open(fonts.bengali)).rawPayload.length;
    expect(common).toBeLessThan(5 * 1024);
    expect(bengali).toBeGreaterThan(50 * 1024);
  });

  it('has an English page preload the small file only, and a Bangla page the Bengali letters too', async () => {
    expect(fontPreloadsOf(await page('/'))).toEqual([fonts.common]);
    expect(fontPreloadsOf(await page('/?lang=bn'))).toEqual([fonts.common, fonts.bengali]);
    expect(fontPreloadsOf(await page('/customer/login?lang=en'))).toEqual([fonts.common]);
  });

  it('lets the page load its fonts from the shop under the Content Security Policy', async () => {
    expect((await open('/')).headers['content-security-policy']).toMatch(/font-src 'self'/);
  });
});
