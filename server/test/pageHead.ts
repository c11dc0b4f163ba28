import { Parser } from 'htmlparser2';

/** What a page's <head> tells search engines and link previews, read with an HTML parser. */
export interface PageHead {
  title: string;
  /** <meta name=... | property=...> contents by name; a name given twice keeps every content. */
  meta: Record<string, string[]>;
  canonical: string[];
  /** <link rel="alternate" hreflang=...> as hreflang → href, in page order. */
  alternates: [string, string][];
  /** Every <script type="application/ld+json"> parsed as JSON. */
  jsonLd: Record<string, unknown>[];
}

export function readHead(html: string): PageHead {
  const head: PageHead = { title: '', meta: {}, canonical: [], alternates: [], jsonLd: [] };
  let inTitle = false;
  let ldText: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title') inTitle = true;
        if (name === 'meta' && (attrs.name || attrs.property))
          (head.meta[attrs.name ?? attrs.property] ??= []).push(attrs.content ?? '');
        if (name === 'link' && attrs.rel === 'canonical') head.canonical.push(attrs.href ?? '');
        if (name === 'link' && attrs.rel === 'alternate' && attrs.hreflang)
          head.alternates.push([attrs.hreflang, attrs.href ?? '']);
        if (name === 'script' && attrs.type === 'application/ld+json') ldText = '';
      },
      ontext(text) {
        if (inTitle) head.title += text;
        if (ldText !== null) ldText += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'script' && ldText !== null) {
          head.jsonLd.push(JSON.parse(ldText));
          ldText = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return head;
}

/** The one content of a meta tag (the test fails when it is missing or written twice). */
export function metaOf(head: PageHead, name: string): string | undefined {
  const contents = head.meta[name];
  if (contents && contents.length > 1) throw new Error(`<meta ${name}> is written ${contents.length} times`);
  return contents?.[0];
}

/** The page's JSON-LD object of this @type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD of any shape, read by the tests' assertions
export function ldOf(head: PageHead, type: string): Record<string, any> | undefined {
  return head.jsonLd.find((item) => item['@type'] === type);
}
