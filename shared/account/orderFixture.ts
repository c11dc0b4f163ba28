import type { OrderDetail, OrderRow } from '../api/accountContract';
import type { Paged } from '../api/contract';

/** Test data: order HT-100000+id of Rahima Akter, ৳ 2,550, placed 13 Apr 2026 at 10 am in Dhaka. */
export function orderRow(id: number, extra: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    increment_id: `HT-${100000 + id}`,
    customer_first_name: 'Rahima',
    customer_last_name: 'Akter',
    status: 'pending',
    status_label: 'Pending',
    grand_total: 2550,
    formatted_grand_total: '৳ 2,550',
    created_at: '2026-04-13T04:00:00.000Z',
    ...extra,
  };
}

/** A page of orders, newest (highest id) first, out of `total`. */
export function ordersPage(page: number, perPage: number, total: number): Paged<OrderRow> {
  const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * perPage, page * perPage);
  return {
    data: ids.map((id) => orderRow(id)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

const gulshan = {
  name: 'Karim Ahmed',
  address1: 'House 12, Road 5',
  city: 'Gulshan',
  state: 'Dhaka',
  city_label: 'Gulshan',
  state_label: 'Dhaka',
  postcode: '1212',
  country: 'BD',
  phone: '01712345678',
};

/** Two panjabis and a saree with EID10, Pathao Express, cash on delivery: ৳ 4,480 due. */
export function orderDetail(extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRow(7, { grand_total: 4480, formatted_grand_total: '৳ 4,480' }),
    subtotal: 4850,
    formatted_subtotal: '৳ 4,850',
    shipping_handling: 115,
    formatted_shipping_handling: '৳ 115',
    discount_amount: 485,
    formatted_discount_amount: '৳ 485',
    coupon_code: 'EID10',
    tax: 0,
    formatted_tax: '৳ 0',
    total_paid: 0,
    formatted_total_paid: '৳ 0',
    total_refunded: 0,
    formatted_total_refunded: '৳ 0',
    total_due: 4480,
    formatted_total_due: '৳ 4,480',
    billing_address: gulshan,
    shipping_address: {
      ...gulshan,
      name: 'Rahima Akter',
      address1: 'Flat 3B, Lake Road',
      city: 'Dhanmondi',
      city_label: 'Dhanmondi',
      postcode: '1209',
    },
    shipping_method: 'Pathao Express',
    payment_method: 'Cash On Delivery',
    items: [
      {
        sku: 'panjabi-1',
        name: 'Cotton Panjabi',
        price: 1200,
        formatted_price: '৳ 1,200',
        qty_ordered: 2,
        total: 2400,
        formatted_total: '৳ 2,400',
        tax_percent: 0,
        tax_amount: 0,
        formatted_tax_amount: '৳ 0',
      },
      {
        sku: 'saree-1',
        name: 'Jamdani Saree',
        price: 2450,
        formatted_price: '৳ 2,450',
        qty_ordered: 1,
        total: 2450,
        formatted_total: '৳ 2,450',
        tax_percent: 0,
        tax_amount: 0,
        formatted_tax_amount: '৳ 0',
      },
    ],
    can_cancel: true,
    status_history: [{ status: 'pending', at: '2026-04-13T04:00:00.000Z' }],
    parcel_steps: [],
    ...extra,
  };
}
