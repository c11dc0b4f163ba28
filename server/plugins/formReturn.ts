import type { FastifyRequest } from 'fastify';
import type { FlashType } from '../../shared/store/flashSlice';
import { safeReturnPath } from '../../shared/validation/returnPath';
import { say, type FieldMessage } from '../../shared/validation/shopText';

/** Flashes a session keeps for its next page. */
const MAX_FLASHES = 5;

/**
 * The page a form sent without script came from, when it is on this shop (its Referer: same host,
 * http or https, a path safeReturnPath accepts); otherwise `fallback`. The form's answer goes back there.
 */
export function backTo(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const own = new URL(`${request.protocol}://${request.host}`).host;
    if (url.host !== own || !['http:', 'https:'].includes(url.protocol)) return fallback;
    return safeReturnPath(url.pathname + url.search) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * A message for the next page the shopper opens (the session's flash, shown once: layoutData.ts),
 * written in their language. A sender that never opens a page keeps only the last few.
 */
export function flashNextPage(request: FastifyRequest, text: FieldMessage, type: FlashType): void {
  const flash = [...(request.session.get('flash') ?? []), { text: say(request.t, text, request.money), type }];
  request.session.set('flash', flash.slice(-MAX_FLASHES));
}
