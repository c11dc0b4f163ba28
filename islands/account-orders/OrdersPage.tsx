import { useEffect, useRef, useState } from 'react';
import { OrderStatus } from '../../shared/account/OrderStatus';
import { fetchOrders } from '../../shared/api/account';
import { ORDER_PAGE_SIZES, type AccountOrdersProps, type OrderRow } from '../../shared/api/accountContract';
import type { Paged } from '../../shared/api/contract';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { pageCount } from '../../shared/ui/pageCount';
import { Pagination } from '../../shared/ui/Pagination';
import { Spinner } from '../../shared/ui/Spinner';
import { TableHead } from '../../shared/ui/TableHead';

const EMPTY: Paged<OrderRow> = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: ORDER_PAGE_SIZES[0], total: 0 },
};

export type OrdersPageProps = Partial<AccountOrdersProps>;

const viewUrl = (id: number) => `/customer/account/orders/view/${id}`;

/**
 * The order table: the page the server wrote first, then GET /api/customer/orders?page=&per_page=
 * for other pages and sizes (5, 10 or 15). A failed page is only logged; the table keeps its rows.
 */
export function OrdersPage({ orders: first = EMPTY }: OrdersPageProps) {
  const { locale } = useShop();
  const t = useT();
  const [orders, setOrders] = useState(first);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const load = (page: number, perPage: number) => {
    const ticket = (latest.current += 1);
    setLoading(true);
    fetchOrders(page, perPage)
      .then(
        (data) => {
          if (ticket === latest.current) setOrders(data);
        },
        (error: unknown) => console.error('[haat] could not load the orders', error),
      )
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  };
  // An answer for a page left behind is never shown.
  useEffect(() => () => void (latest.current += 1), []);

  const { meta } = orders;
  if (meta.total === 0 && !loading) return <p className="empty-state">{t('account-orders.empty')}</p>;
  return (
    <div className="account-orders" aria-busy={loading}>
      <div className="account-toolbar">
        <label className="page-size">
          {t('account-orders.show')}
          <select value={meta.per_page} onChange={(e) => load(1, Number(e.target.value))} disabled={loading}>
            {ORDER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('account-orders.pageSize', { size })}
              </option>
            ))}
          </select>
          {t('account-orders.perPage')}
        </label>
        <span className="account-count">{t('account-orders.count', { count: meta.total })}</span>
      </div>
      <div className="account-table-box">
        <table className="account-table">
          <TableHead
            columns={[
              t('account-orders.colOrder'),
              t('account-orders.colDate'),
              t('account-orders.colCustomer'),
              t('account-orders.colTotal'),
              t('account-orders.colStatus'),
            ]}
          />
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.id}>
                <td data-label={t('account-orders.colOrder')}>
                  <a href={viewUrl(order.id)}>#{order.increment_id}</a>
                </td>
                <td data-label={t('account-orders.colDate')}>{formatShopDate(order.created_at, locale)}</td>
                <td data-label={t('account-orders.colCustomer')}>
                  {order.customer_first_name} {order.customer_last_name}
                </td>
                <td data-label={t('account-orders.colTotal')} className="account-money">
                  {order.formatted_grand_total}
                </td>
                <td data-label={t('account-orders.colStatus')}>
                  <OrderStatus status={order.status} label={order.status_label} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {loading && (
          <div className="account-table-overlay">
            <Spinner label={t('account-orders.loading')} />
          </div>
        )}
      </div>
      <Pagination
        page={meta.current_page}
        count={pageCount(meta.total, meta.per_page)}
        onChange={(page) => load(page, meta.per_page)}
        label={t('account-orders.pages')}
        disabled={loading}
      />
    </div>
  );
}
