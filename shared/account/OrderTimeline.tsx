import type { StatusEvent } from '../api/ordersContract';
import { formatShopDateTime } from '../format/date';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';
import { stepText } from './statusText';
import { timelineSteps } from './timeline';

interface Props {
  status: string;
  statusLabel: string;
  history: StatusEvent[];
}

/**
 * An order's history as a list of steps (placed, confirmed, handed to the courier, delivered, or
 * cancelled), each reached one with its time in Bangladesh time; the order's step now is marked
 * for screen readers as the current one.
 */
export function OrderTimeline({ status, statusLabel, history }: Props) {
  const { locale } = useShop();
  const t = useT();
  return (
    <section className="account-card order-timeline-card" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('shopper.timelineTitle')}</h2>
      <ol className="order-timeline">
        {timelineSteps(status, statusLabel, history).map((step) => (
          <li
            key={step.status}
            className={`order-step ${step.state} ${step.status.replace(/[^a-z_]/g, '')}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="order-step-label">{stepText(t, step.status, step.label)}</span>
            <span className="order-step-time">
              {step.at ? (
                <time dateTime={step.at}>{formatShopDateTime(step.at, locale)}</time>
              ) : step.state === 'next' ? (
                t('shopper.notYet')
              ) : (
                t('shopper.done')
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
