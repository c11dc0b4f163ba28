import type { Cart, CartItem } from '../../shared/api/contract';

/** A cart line as GET /api/checkout/cart answers it (test data); a regular price above price is a lowered one. */
export function cartItem(id: number, name: string, price: number, quantity: number, regularPrice = price): CartItem {
  return {
    id,
    product_id: id * 10,
    variant_id: null,
    name,
    sku: `SKU-${id}`,
    url_key: name.toLowerCase().replace(/\s+/g, '-'),
    type: 'simple',
    quantity,
    price,
    total: price * quantity,
    formatted_price: `৳ ${price.toLocaleString('en-BD')}`,
    formatted_total: `৳ ${(price * quantity).toLocaleString('en-BD')}`,
    regular_price: regularPrice,
    formatted_regular_price: `৳ ${regularPrice.toLocaleString('en-BD')}`,
    base_image: { small_image_url: null },
  };
}

/** A cart holding these lines, its totals added up (test data). */
export function cartWith(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  const subTotal = items.reduce((sum, item) => sum + item.total, 0);
  return {
    id: 7,
    items,
    items_count: items.length,
    items_qty: items.reduce((sum, item) => sum + item.quantity, 0),
    base_sub_total: subTotal,
    sub_total: subTotal,
    formatted_sub_total: `৳ ${subTotal.toLocaleString('en-BD')}`,
    discount_amount: 0,
    formatted_discount_amount: '৳ 0',
    coupon_code: null,
    shipping_amount: 0,
    formatted_shipping_amount: '৳ 0',
    grand_total: subTotal,
    formatted_grand_total: `৳ ${subTotal.toLocaleString('en-BD')}`,
    ...extra,
  };
}

/** A failed call as the axios client rejects it. */
export function httpFailure(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}
