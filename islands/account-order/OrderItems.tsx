import type { OrderItemView } from '../../shared/api/accountContract';
import { TableHead } from '../../shared/ui/TableHead';

/** The ordered lines: SKU, product, price, quantity, tax and line total. */
export function OrderItems({ items }: { items: OrderItemView[] }) {
  return (
    <section className="account-card order-items" aria-labelledby="order-items-title">
      <h2 id="order-items-title">Items Ordered</h2>
      <table className="account-table">
        <TableHead columns={['SKU', 'Product', 'Price', 'Qty', 'Tax', 'Total']} />
        <tbody>
          {items.map((item) => (
            <tr key={item.sku + item.name}>
              <td data-label="SKU">{item.sku}</td>
              <td data-label="Product">{item.name}</td>
              <td data-label="Price" className="account-money">{item.formatted_price}</td>
              <td data-label="Qty">{item.qty_ordered}</td>
              <td data-label="Tax" className="account-money">
                {item.formatted_tax_amount} ({item.tax_percent}%)
              </td>
              <td data-label="Total" className="account-money">{item.formatted_total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
