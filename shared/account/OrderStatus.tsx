/** An order's status as a coloured label; the class names the status (order-status pending). */
export function OrderStatus({ status, label }: { status: string; label: string }) {
  return <span className={`order-status ${status.replace(/[^a-z_]/g, '')}`}>{label}</span>;
}
