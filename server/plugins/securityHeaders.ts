import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
/** The advertising pixel's hosts: its script, and the image and beacon requests it sends events with. */
const PIXEL_SCRIPT_HOSTS = ['https://connect.facebook.net'];
const PIXEL_EVENT_HOSTS = ['https://www.facebook.com'];
/** The video players a product's video link may embed (islands/product/videoEmbed.ts). */
const VIDEO_PLAYERS = ['https://www.youtube.com', 'https://player.vimeo.com'];

export interface SecurityHeadersOptions {
  /** The advertising pixel's id; when set, the pixel's hosts are allowed. */
  pixelId: string;
  /** The shop is served over HTTPS only: browsers are told to keep to it (HSTS) and to upgrade any http address. */
  httpsOnly: boolean;
}

/** The Content-Security-Policy directives of every answer. */
export function cspDirectives({ pixelId, httpsOnly }: SecurityHeadersOptions): Record<string, string[]> {
  const pixel = pixelId.trim() !== '';
  return {
    defaultSrc: ["'self'"],
    // The islands' bundles only: no inline script and no eval, so injected markup cannot run script.
    scriptSrc: ["'self'", ...(pixel ? PIXEL_SCRIPT_HOSTS : [])],
    // React writes style attributes (progress widths, sized placeholders): inline styles are allowed; they cannot run script.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(pixel ? PIXEL_EVENT_HOSTS : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(pixel ? [...PIXEL_EVENT_HOSTS, ...PIXEL_SCRIPT_HOSTS] : [])],
    frameSrc: VIDEO_PLAYERS,
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** The Content-Security-Policy header as helmet writes it (it checks every directive and source), made once. */
function cspHeader(options: SecurityHeadersOptions): string {
  let header = '';
  const recorder = { setHeader: (_name: string, value: string) => void (header = value) } as unknown as ServerResponse;
  helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(options) })({} as IncomingMessage, recorder, () => undefined);
  return header;
}

/**
 * The browser-side guards of every answer (pages, calls, static files, errors): the
 * Content-Security-Policy, no MIME sniffing, the referrer kept to this origin's pages, no framing,
 * cross-origin isolation of windows and resources, HSTS on HTTPS shops, and a Permissions-Policy
 * that turns off the device features the shop never uses. They are the same for every answer, so
 * they are made once at start and set on each answer as it arrives (before any hook or route can
 * answer); building them per request was a tenth of a cached listing call's CPU.
 */
function securityHeaders(options: SecurityHeadersOptions): [string, string][] {
  return [
    ['content-security-policy', cspHeader(options)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.httpsOnly ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    // The browsers' old XSS filter is itself exploitable: it is turned off, as the CSP guards instead.
    ['x-xss-protection', '0'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

export default fp<SecurityHeadersOptions>(async (app, options) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}, { name: 'security-headers' });
