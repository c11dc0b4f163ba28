import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML the shop's editors wrote (blog posts, job posts, content pages) as it may be sent to a
 * browser: sanitize-html keeps an allowlist of text tags, links and images and drops everything
 * else (scripts, styles, event handlers, javascript: and data: URLs, iframes, forms).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'mark',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    // rel and loading are written by the transforms below, whatever the editor wrote.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites open without handing them this page (window.opener) or the referrer.
    a: (tagName, { rel: _rel, ...attribs }) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** What a function answered for the last few hundred texts: the same few posts are read over and over. */
function remembering(work: (html: string) => string): (html: string) => string {
  const answers = new Map<string, string>();
  return (html) => {
    let answer = answers.get(html);
    if (answer === undefined) {
      answer = work(html);
      if (answers.size >= 500) answers.clear();
      answers.set(html, answer);
    }
    return answer;
  };
}

export const sanitizeRichText = remembering((html) => sanitizeHtml(html, RICH_TEXT));

/** Tags after which the text reads as a new line or word. */
const BLOCKS = new Set([
  'p',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'blockquote',
  'tr',
  'td',
  'th',
  'figcaption',
  'ul',
  'ol',
  'hr',
]);
const SILENT = new Set(['script', 'style', 'template', 'noscript']);
const HEADINGS = /^h[1-6]$/;

/** The words of an HTML text, without tags (entities decoded, scripts and styles left out, spaces collapsed). */
export const textOf = remembering((html) => {
  const parts: string[] = [];
  let silent = 0;
  let lastText = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (SILENT.has(name)) silent += 1;
        if (BLOCKS.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (SILENT.has(name)) silent = Math.max(0, silent - 1);
        // A heading reads as a sentence of its own in running text.
        if (HEADINGS.test(name) && !/[.!?:]\s*$/.test(lastText)) parts.push('.');
        if (BLOCKS.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (silent) return;
        parts.push(text);
        if (text.trim()) lastText = text;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').replace(/\s+/g, ' ').trim();
});

/**
 * At most `length` characters of a text, cut after the last whole word that fits, with '...'
 * after it; a shorter text stays as it is. A single word longer than `length` is cut inside.
 */
export function teaser(text: string, length: number): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > 0 ? cut.slice(0, lastSpace) : chars.slice(0, length).join('');
  return kept.replace(/[\s,;:.\-–—]+$/, '') + '...';
}
