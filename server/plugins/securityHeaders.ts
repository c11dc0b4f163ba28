import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
    // React writes style attributes (progress widths, sized placeholders): inline styles are allowed; they cannot
    // run script.
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

/**
 * The browser-side guards of every answer (pages, calls, static files, errors), as helmet writes
 * them: the Content-Security-Policy, no MIME sniffing, the referrer kept to this origin's pages, no
 * framing, cross-origin isolation of windows and resources, HSTS on HTTPS shops; and a
 * Permissions-Policy (which helmet does not set) that turns off the device features the shop never
 * uses. None depends on the request, so helmet's middleware runs once at start against a recorder
 * and its headers are set on each answer as it arrives (before any hook or route can answer):
 * running it per request would cost every cached listing call a noticeable share of its CPU.
 */
function securityHeaders(options: SecurityHeadersOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, recorder, () => undefined);
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  return [...headers];
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
