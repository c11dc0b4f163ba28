import type { OrderAddress, OrderDetail } from '../../shared/api/accountContract';

const COUNTRIES: Record<string, string> = { BD: 'Bangladesh' };

/** A billing or shipping address as the order keeps it. */
export function AddressCard({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <section className="account-card" aria-label={title}>
      <h2>{title}</h2>
      {address ? (
        <address>
          <strong>{address.name}</strong>
          <br />
          {address.address1}
          <br />
          {address.city}, {address.state} {address.postcode}
          <br />
          {COUNTRIES[address.country] ?? address.country}
          <br />
          {address.phone}
        </address>
      ) : (
        <p>Not given.</p>
      )}
    </section>
  );
}

/** The order's totals in the order the sums are made. */
export function Totals({ order }: { order: OrderDetail }) {
  const lines: [string, string][] = [
    ['Subtotal', order.formatted_subtotal],
    ['Shipping & Handling', order.formatted_shipping_handling],
    ['Tax', order.formatted_tax],
    ...(order.discount_amount > 0 ? [[`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, `− ${order.formatted_discount_amount}`] as [string, string]] : []),
    ['Grand Total', order.formatted_grand_total],
    ['Total Paid', order.formatted_total_paid],
    ['Total Refunded', order.formatted_total_refunded],
    ['Total Due', order.formatted_total_due],
  ];
  return (
    <dl className="account-totals">
      {lines.map(([term, value]) => (
        <div key={term} className={term === 'Grand Total' || term === 'Total Due' ? 'account-total-strong' : undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
