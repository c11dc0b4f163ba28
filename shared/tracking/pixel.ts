/**
 * The advertising pixel: an fbq-style queue whose script is loaded only
 * when the page has a pixel id. Events: AddToCart, InitiateCheckout, OrderPlace, all in BDT.
 */
export const PIXEL_CURRENCY = 'BDT';
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export type PixelEvent = 'AddToCart' | 'InitiateCheckout' | 'OrderPlace';
/* AddToCart and InitiateCheckout are the service's standard events; OrderPlace is the shop's own. */
const STANDARD_EVENTS: ReadonlySet<PixelEvent> = new Set(['AddToCart', 'InitiateCheckout']);

type Fbq = ((...args: unknown[]) => void) & {
  queue: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: Fbq;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const initialised = new Set<string>();

/** The queue the pixel script drains once loaded; calls made before then wait in it. */
function installQueue(): Fbq {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT;
  document.head.appendChild(script);
  return fbq;
}

/** Loads the pixel for this id (once); false, and nothing loaded, when no pixel is configured. */
export function initPixel(pixelId: string | undefined): boolean {
  const id = pixelId?.trim();
  if (!id) return false;
  const fbq = window.fbq ?? installQueue();
  if (!initialised.has(id)) {
    fbq('init', id);
    initialised.add(id);
  }
  return true;
}

/** Sends one event with currency BDT; does nothing without a pixel id. */
export function trackPixel(pixelId: string | undefined, event: PixelEvent, params: Record<string, unknown> = {}): void {
  if (!initPixel(pixelId)) return;
  window.fbq!(STANDARD_EVENTS.has(event) ? 'track' : 'trackCustom', event, { ...params, currency: PIXEL_CURRENCY });
}

/** Hex SHA-256 of a trimmed, lower-cased value (crypto.subtle), the way the pixel service matches people. */
export async function sha256Hex(value: string): Promise<string> {
  const bytes = new TextEncoder().encode(value.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface OrderPlaceDetails {
  name: string;
  phone: string;
  email?: string | null;
  value: number;
  orderId?: number | string;
}

/** OrderPlace for the checkout: the order's value in BDT with SHA-256 hashes of name, phone and email. */
export async function trackOrderPlace(
  pixelId: string | undefined,
  { name, phone, email, value, orderId }: OrderPlaceDetails,
): Promise<void> {
  if (!pixelId?.trim()) return;
  const [hashedName, hashedPhone, hashedEmail] = await Promise.all([
    sha256Hex(name),
    sha256Hex(phone),
    email ? sha256Hex(email) : null,
  ]);
  trackPixel(pixelId, 'OrderPlace', {
    value,
    ...(orderId !== undefined ? { order_id: orderId } : {}),
    name: hashedName,
    phone: hashedPhone,
    ...(hashedEmail ? { email: hashedEmail } : {}),
  });
}
