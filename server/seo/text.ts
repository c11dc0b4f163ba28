import { Parser } from 'htmlparser2';

/** Elements that end a run of text: their text is kept apart from the next element's. */
const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'section',
  'article',
]);
/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/** The text a reader sees in a piece of HTML (entities decoded, whitespace collapsed). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (HIDDEN.has(name)) hidden++;
        else if (BLOCKS.has(name)) text += ' ';
      },
      ontext: (chunk) => {
        if (hidden === 0) text += chunk;
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** Search engines show about 155-160 characters of a description; longer text is cut by them mid-word. */
export const DESCRIPTION_LENGTH = 160;

/** The text cut at the last whole word that fits `max` characters, with an ellipsis when cut. */
export function summary(text: string, max = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** The first of these texts that has words in it, as a description. */
export function firstDescription(...texts: (string | null | undefined)[]): string {
  for (const text of texts) {
    const plain = plainText(text);
    if (plain) return summary(plain);
  }
  return '';
}
