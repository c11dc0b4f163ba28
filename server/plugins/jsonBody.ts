import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** No form or call of the shop nests deeper than a few levels; a deeper body is refused unread. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = 'The request body is nested too deeply.';

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
      if (c === 92) i += 1; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

/** JSON bodies: Fastify's own parser (prototype poisoning refused), after the depth check. */
export default fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP), undefined);
    return parse(request, body as string, done);
  });
}, { name: 'json-body' });
