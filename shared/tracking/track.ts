import type { OrderPlaceDetails, PixelEvent } from './pixel';

/**
 * The storefront's tracking calls. On a page without a pixel id they do nothing; with one, the
 * pixel's code (pixel.ts) loads on the first event, so shops without a pixel never download it.
 */
export async function track(pixelId: string, event: PixelEvent, params: Record<string, unknown> = {}): Promise<void> {
  if (!pixelId.trim()) return;
  (await import('./pixel')).trackPixel(pixelId, event, params);
}

/** OrderPlace, with the shopper's name, phone and email hashed. */
export async function trackOrder(pixelId: string, details: OrderPlaceDetails): Promise<void> {
  if (!pixelId.trim()) return;
  await (await import('./pixel')).trackOrderPlace(pixelId, details);
}
