import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** An XML answer checked for well-formedness, then parsed; fails the test on malformed XML. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML of any shape, read by the tests' assertions
export function parseXml(text: string): Record<string, any> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`malformed XML: ${valid.err.msg} at line ${valid.err.line}`);
  return parser.parse(text);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** The sitemap index's files, each read and parsed: file URL -> its <url> entries. */
export async function readSitemaps(app: FastifyInstance, origin: string): Promise<Map<string, SitemapUrl[]>> {
  const index = await app.inject({ url: '/sitemap.xml' });
  if (index.statusCode !== 200) throw new Error(`/sitemap.xml answered ${index.statusCode}`);
  const files = new Map<string, SitemapUrl[]>();
  for (const { loc } of parseXml(index.body).sitemapindex.sitemap as { loc: string }[]) {
    if (!loc.startsWith(`${origin}/`)) throw new Error(`the index names ${loc}, not a file of ${origin}`);
    const file = await app.inject({ url: loc.slice(origin.length) });
    if (file.statusCode !== 200) throw new Error(`${loc} answered ${file.statusCode}`);
    files.set(loc, parseXml(file.body).urlset.url ?? []);
  }
  return files;
}
