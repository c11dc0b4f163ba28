import { useEffect } from 'react';
import type { OrderPlacedProps } from '../../shared/api/checkoutContract';
import { useShop } from '../../shared/store/hooks';
import { trackOrder } from '../../shared/tracking/track';

/** The numbers this browser sent OrderPlace for, so a reload of the success page sends nothing more. */
const SENT_KEY = 'haat-order-place-sent';

function firstTime(number: string): boolean {
  try {
    const sent: string[] = JSON.parse(localStorage.getItem(SENT_KEY) ?? '[]');
    if (sent.includes(number)) return false;
    localStorage.setItem(SENT_KEY, JSON.stringify([...sent.slice(-19), number]));
  } catch {
    // No storage (private mode, full): the event goes, as a reload would send it again.
  }
  return true;
}

/**
 * OrderPlace for an order confirmed by its gateway payment (the whole total, or a cash order's advance): the success
 * page the gateway sends the shopper back to renders this island only then, and it sends the event once. A cash
 * order placed outright sent it from the checkout already (islands/checkout/orderThunks.ts).
 */
export function OrderPlaced({ number, value, name, phone, email }: OrderPlacedProps) {
  const { pixelId } = useShop();
  useEffect(() => {
    if (!pixelId.trim() || !firstTime(number)) return;
    trackOrder(pixelId, { name, phone, email, value, orderId: number }).catch((error: unknown) =>
      console.error('[haat] OrderPlace was not sent', error),
    );
  }, [pixelId, number, value, name, phone, email]);
  return null;
}
