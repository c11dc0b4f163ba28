import { useT } from '../i18n/useT';
import { statusText } from './statusText';

/** An order's status as a coloured label in the page's language; the class names the status (order-status pending). */
export function OrderStatus({ status, label }: { status: string; label: string }) {
  const t = useT();
  return <span className={`order-status ${status.replace(/[^a-z_]/g, '')}`}>{statusText(t, status, label)}</span>;
}
