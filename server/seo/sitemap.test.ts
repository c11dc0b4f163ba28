import { text } from 'node:stream/consumers';
import { XMLParser } from 'fast-xml-parser';
import { demoCatalogue, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { sitemapFile } from './sitemap';

const ORIGIN = 'https://haat.example';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => name === 'url' || name === 'xhtml:link',
});

describe.each(TEST_DIALECTS)("the sitemap's languages on %s", (dialect) => {
  const shop = testDatabase(dialect, demoCatalogue);

  it(
    'lists each page once, at its English address, with its address in English, Bangla and for any other ' + 'language',
    async () => {
      const stream = await sitemapFile(shop.db, ORIGIN, 'pages-1.xml');
      const xml = await text(stream!);
      const urls = parser.parse(xml).urlset.url as {
        loc: string;
        'xhtml:link': { rel: string; hreflang: string; href: string }[];
      }[];
      const blog = urls.find((url) => url.loc === `${ORIGIN}/blog`)!;
      expect(blog['xhtml:link']).toEqual([
        { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/blog` },
        { rel: 'alternate', hreflang: 'bn', href: `${ORIGIN}/blog?lang=bn` },
        { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/blog` },
      ]);
      expect(urls.map((url) => url.loc).filter((loc) => loc.includes('lang='))).toEqual([]);
      expect(urls.find((url) => url.loc === `${ORIGIN}/`)!['xhtml:link'][1].href).toBe(`${ORIGIN}/?lang=bn`);
    },
  );
});
