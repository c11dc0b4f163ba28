import type { OrderItemView } from '../../shared/api/accountContract';
import { useT } from '../../shared/i18n/useT';
import { TableHead } from '../../shared/ui/TableHead';

/** The ordered lines: SKU, product, price, quantity, tax and line total. */
export function OrderItems({ items }: { items: OrderItemView[] }) {
  const t = useT();
  return (
    <section className="account-card order-items" aria-labelledby="order-items-title">
      <h2 id="order-items-title">{t('account-order.itemsOrdered')}</h2>
      <table className="account-table">
        <TableHead
          columns={[
            t('account-order.colSku'),
            t('account-order.colProduct'),
            t('account-order.colPrice'),
            t('account-order.colQty'),
            t('account-order.colTax'),
            t('account-order.colTotal'),
          ]}
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.sku + item.name}>
              <td data-label={t('account-order.colSku')}>{item.sku}</td>
              <td data-label={t('account-order.colProduct')}>{item.name}</td>
              <td data-label={t('account-order.colPrice')} className="account-money">
                {item.formatted_price}
              </td>
              <td data-label={t('account-order.colQty')}>{t('account-order.quantity', { count: item.qty_ordered })}</td>
              <td data-label={t('account-order.colTax')} className="account-money">
                {t('account-order.taxAmount', { amount: item.formatted_tax_amount, percent: item.tax_percent })}
              </td>
              <td data-label={t('account-order.colTotal')} className="account-money">
                {item.formatted_total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
