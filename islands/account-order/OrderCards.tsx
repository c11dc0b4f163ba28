import type { OrderAddress, OrderDetail } from '../../shared/api/accountContract';
import { useT } from '../../shared/i18n/useT';

/** A billing or shipping address as the order keeps it. */
export function AddressCard({ title, address }: { title: string; address: OrderAddress | null }) {
  const t = useT();
  // The shop delivers in Bangladesh only: another country keeps the code the order holds.
  const country = (code: string) => (code === 'BD' ? t('account-order.bangladesh') : code);
  return (
    <section className="account-card" aria-label={title}>
      <h2>{title}</h2>
      {address ? (
        <address>
          <strong>{address.name}</strong>
          <br />
          {address.address1}
          <br />
          {address.city_label}, {address.state_label} {address.postcode}
          <br />
          {country(address.country)}
          <br />
          {address.phone}
        </address>
      ) : (
        <p>{t('account-order.notGiven')}</p>
      )}
    </section>
  );
}

/** The order's totals in the order the sums are made; the grand total and what is due stand out. */
export function Totals({ order }: { order: OrderDetail }) {
  const t = useT();
  const lines: { key: string; term: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', term: t('account-order.subtotal'), value: order.formatted_subtotal },
    { key: 'shipping', term: t('account-order.shippingHandling'), value: order.formatted_shipping_handling },
    { key: 'tax', term: t('account-order.tax'), value: order.formatted_tax },
    ...(order.discount_amount > 0
      ? [
          {
            key: 'discount',
            term: order.coupon_code
              ? t('account-order.discountWithCode', { code: order.coupon_code })
              : t('account-order.discount'),
            value: `− ${order.formatted_discount_amount}`,
          },
        ]
      : []),
    { key: 'grand', term: t('account-order.grandTotal'), value: order.formatted_grand_total, strong: true },
    { key: 'paid', term: t('account-order.totalPaid'), value: order.formatted_total_paid },
    { key: 'refunded', term: t('account-order.totalRefunded'), value: order.formatted_total_refunded },
    { key: 'due', term: t('account-order.totalDue'), value: order.formatted_total_due, strong: true },
  ];
  return (
    <dl className="account-totals">
      {lines.map(({ key, term, value, strong }) => (
        <div key={key} className={strong ? 'account-total-strong' : undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
