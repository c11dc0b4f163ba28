import { serverText } from '../lib/serverText';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** No form or call of the shop nests deeper than a few levels; a deeper body is refused unread. */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP_TEXT = serverText('server.tooDeep');
const BAD_TEXT_TEXT = serverText('server.badText');

/**
 * NUL (which PostgreSQL cannot store in text) and a lone UTF-16 surrogate (half a character,
 * which no keyboard types and JSON escapes can smuggle in): text with either is refused whole.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this pattern is for
const FORBIDDEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const NUMBER_TOO_LARGE_TEXT = serverText('server.numberTooLarge');

/**
 * A path or query value that reads as an infinite number ('1e400', 'Infinity'): the schema
 * validator turns such text into Infinity and then skips its range checks, so it is refused here.
 */
export function hasInfiniteNumber(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.values(values).some((value) =>
    (Array.isArray(value) ? value : [value]).some((v) => {
      if (typeof v !== 'string' || v.trim() === '') return false;
      const n = Number(v);
      return !Number.isNaN(n) && !Number.isFinite(n);
    }),
  );
}

/** Whether any text in the parsed input (strings, object keys, nested in arrays and objects) is forbidden. */
export function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, item]) => FORBIDDEN_TEXT.test(key) || hasForbiddenText(item));
  }
  return false;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass outside strings
 * (stops counting once past `limit`), so a hostile body is refused before any recursive code
 * (the parser's prototype scan, the schema validator, the handlers) walks it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

/**
 * What every call reads is checked before its schema: JSON bodies by depth before they are parsed
 * (then Fastify's own parser, prototype poisoning refused), and the path, query and body for
 * forbidden text once parsed (after the multipart plugin has read a form).
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP_TEXT), undefined);
      return parse(request, body as string, done);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (hasForbiddenText(request.params) || hasForbiddenText(request.query) || hasForbiddenText(request.body))
        return done(new HttpError(400, BAD_TEXT_TEXT));
      if (hasInfiniteNumber(request.params) || hasInfiniteNumber(request.query))
        return done(new HttpError(400, NUMBER_TOO_LARGE_TEXT));
      done();
    });
  },
  { name: 'request-input' },
);
