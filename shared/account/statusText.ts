import type { useT } from '../i18n/useT';

type T = ReturnType<typeof useT>;

/** An order status's name in the page's language; a status the shop has no name for keeps the server's label. */
export function statusText(t: T, status: string, label: string): string {
  switch (status) {
    case 'pending':
      return t('shopper.statusPending');
    case 'pending_payment':
      return t('shopper.statusPendingPayment');
    case 'on_hold':
      return t('shopper.statusOnHold');
    case 'processing':
      return t('shopper.statusProcessing');
    case 'shipped':
      return t('shopper.statusShipped');
    case 'completed':
      return t('shopper.statusCompleted');
    case 'cancelled':
      return t('shopper.statusCancelled');
    case 'closed':
      return t('shopper.statusClosed');
    default:
      return label;
  }
}

/**
 * A timeline step's name: the steps of an order that goes well are named for what happened, any other by its status.
 */
export function stepText(t: T, status: string, label: string): string {
  switch (status) {
    case 'pending':
      return t('shopper.stepPlaced');
    case 'processing':
      return t('shopper.stepConfirmed');
    case 'shipped':
      return t('shopper.stepShipped');
    case 'completed':
      return t('shopper.stepDelivered');
    case 'cancelled':
      return t('shopper.stepCancelled');
    default:
      return statusText(t, status, label);
  }
}
