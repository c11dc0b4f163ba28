import type { ParcelStepEvent } from '../api/ordersContract';
import { formatShopDateTime } from '../format/date';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';

type T = ReturnType<typeof useT>;

/** Each step of the parcel timeline by its name in the page's language (a step the shop does not know is left out). */
const STEP_TEXTS: Record<string, (t: T) => string> = {
  booked: (t) => t('shopper.parcelBooked'),
  picked_up: (t) => t('shopper.parcelPickedUp'),
  in_transit: (t) => t('shopper.parcelInTransit'),
  at_delivery_hub: (t) => t('shopper.parcelAtDeliveryHub'),
  out_for_delivery: (t) => t('shopper.parcelOutForDelivery'),
  delivered: (t) => t('shopper.parcelDelivered'),
  partly_delivered: (t) => t('shopper.parcelPartlyDelivered'),
  returned: (t) => t('shopper.parcelReturned'),
  cancelled: (t) => t('shopper.parcelCancelled'),
};

/**
 * Where the parcel is at the courier: the steps it reached, each with when the shop learnt it, in Bangladesh time,
 * the last marked as the current one. Nothing is shown before the parcel is booked.
 */
export function ParcelTimeline({ steps }: { steps: ParcelStepEvent[] }) {
  const { locale } = useShop();
  const t = useT();
  const known = steps.filter((event) => STEP_TEXTS[event.step]);
  if (known.length === 0) return null;
  return (
    <section className="account-card order-timeline-card" aria-labelledby="parcel-timeline-title">
      <h2 id="parcel-timeline-title">{t('shopper.parcelTitle')}</h2>
      <ol className="order-timeline parcel-timeline">
        {known.map((event, index) => {
          const current = index === known.length - 1;
          return (
            <li
              key={event.step}
              className={`order-step ${current ? 'current' : 'done'} ${event.step}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="order-step-label">{STEP_TEXTS[event.step](t)}</span>
              <span className="order-step-time">
                <time dateTime={event.at}>{formatShopDateTime(event.at, locale)}</time>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
