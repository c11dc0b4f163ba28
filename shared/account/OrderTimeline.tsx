import type { StatusEvent } from '../api/ordersContract';
import { formatShopDateTime } from '../format/date';
import { useShop } from '../store/hooks';
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
  return (
    <section className="account-card order-timeline-card" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">Order Status</h2>
      <ol className="order-timeline">
        {timelineSteps(status, statusLabel, history).map((step) => (
          <li key={step.status} className={`order-step ${step.state} ${step.status.replace(/[^a-z_]/g, '')}`} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="order-step-label">{step.label}</span>
            <span className="order-step-time">
              {step.at ? <time dateTime={step.at}>{formatShopDateTime(step.at, locale)}</time> : step.state === 'next' ? 'Not yet' : 'Done'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
