import type { ReturnReason, ReturnStatus } from '../api/returnsContract';
import type { useT } from '../i18n/useT';

type T = ReturnType<typeof useT>;

/** A return's status in the page's language (the order page and tracking). */
export function returnStatusText(t: T, status: ReturnStatus): string {
  switch (status) {
    case 'requested':
      return t('shopper.returnRequested');
    case 'approved':
      return t('shopper.returnApproved');
    case 'picked_up':
      return t('shopper.returnPickedUp');
    case 'refunded':
      return t('shopper.returnRefunded');
    case 'refused':
      return t('shopper.returnRefused');
  }
}

/** Why the shopper returns the lines, as the shop's list names it in the page's language. */
export function returnReasonText(t: T, reason: ReturnReason): string {
  switch (reason) {
    case 'damaged':
      return t('shopper.reasonDamaged');
    case 'wrong_item':
      return t('shopper.reasonWrongItem');
    case 'missing_parts':
      return t('shopper.reasonMissingParts');
    case 'not_as_described':
      return t('shopper.reasonNotAsDescribed');
    case 'size_fit':
      return t('shopper.reasonSizeFit');
    case 'changed_mind':
      return t('shopper.reasonChangedMind');
  }
}
