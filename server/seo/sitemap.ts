import { pipeline, Readable, Transform } from 'node:stream';
import type { Kysely } from 'kysely';
import { ErrorLevel, SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import type { DB } from '../db/schema';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { languageUrl } from './head';
import { ROWS_PER_READ, SITEMAP_SOURCES, URLS_PER_SITEMAP, type SitemapSource } from './sitemapSources';

/** The sitemap files' names: {source}-{part}.xml, e.g. products-2.xml. */
const SITEMAP_FILE = new RegExp(`^(${Object.keys(SITEMAP_SOURCES).join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/** The sitemap namespace and xhtml for each page's languages: the shop writes no image, video or news entries. */
const URLSET = { news: false, xhtml: true, image: false, video: false };

/**
 * A page's address in every language and for any other (x-default: the English), as its head names
 * them (hreflang). Only the English address is a <url> of its own: a part's 50,000 rows stay
 * 50,000 URLs, and crawlers reach the Bangla pages through these links.
 */
function languagesOf(origin: string, path: string) {
  const links = (Object.keys(LANGUAGES) as Language[]).map((language) => ({
    lang: language,
    url: languageUrl(origin, language, path),
  }));
  return [...links, { lang: 'x-default', url: languageUrl(origin, DEFAULT_LANGUAGE, path) }];
}

/** Bytes gathered before a piece of the answer is sent on. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The XML streams write a few bytes per tag; sent as they are, each would be its own write and
 * compression step. This gathers them into pieces of about 64 KB (memory stays that small).
 */
function gathered(): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  const flush = (stream: Transform) => {
    if (size > 0) stream.push(Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      pending.push(bytes);
      size += bytes.length;
      if (size >= CHUNK_BYTES) flush(this);
      done();
    },
    flush(done) {
      flush(this);
      done();
    },
  });
}

/** A stream of entries as XML; the answer fails (and is cut) if reading fails. */
function written(
  entries: AsyncIterable<SitemapItemLoose> | SitemapItemLoose[],
  xml: SitemapStream | SitemapIndexStream,
) {
  // An error destroys every stream of the pipeline; the reply sees the last one's error, logs it and closes the
  // connection.
  return pipeline(Readable.from(entries), xml, gathered(), () => {});
}

/** The sitemap index: one file per source and part that has URLs, each with its newest change where known. */
export async function sitemapIndex(db: Kysely<DB>, origin: string, now = new Date()): Promise<Readable> {
  const listed = await Promise.all(
    Object.entries(SITEMAP_SOURCES).map(async ([name, source]) =>
      (await source.parts(db, now.toISOString())).map(({ part, lastmod }) => ({
        url: `${origin}/sitemaps/${name}-${part}.xml`,
        lastmod: lastmod ?? undefined,
      })),
    ),
  );
  return written(listed.flat(), new SitemapIndexStream({ level: ErrorLevel.THROW }));
}

/** The part's entries, read ROWS_PER_READ at a time after the last id read, the first batch already in hand. */
async function* entriesOf(
  db: Kysely<DB>,
  origin: string,
  source: SitemapSource,
  part: number,
  first: Awaited<ReturnType<SitemapSource['read']>>,
  now: string,
) {
  let batch = first;
  for (;;) {
    for (const entry of batch)
      yield { url: entry.path, lastmod: entry.lastmod ?? undefined, links: languagesOf(origin, entry.path) };
    if (batch.length < ROWS_PER_READ) return;
    batch = await source.read(db, part, batch[batch.length - 1].id, now);
  }
}

/**
 * One sitemap file (`products-2.xml`), written as its rows are read: at most ROWS_PER_READ rows
 * are in memory at a time, however many products the shop has. Null when the file names no
 * source or its part has no URL (the protocol has no empty sitemap).
 */
export async function sitemapFile(
  db: Kysely<DB>,
  origin: string,
  file: string,
  now = new Date(),
): Promise<Readable | null> {
  const match = SITEMAP_FILE.exec(file);
  if (!match) return null;
  const source = SITEMAP_SOURCES[match[1]];
  const part = Number(match[2]);
  const at = now.toISOString();
  const first = await source.read(db, part, (part - 1) * URLS_PER_SITEMAP, at);
  if (first.length === 0) return null;
  return written(
    entriesOf(db, origin, source, part, first, at),
    new SitemapStream({ hostname: origin, xmlns: URLSET, level: ErrorLevel.THROW }),
  );
}
