import { api } from './client';
import type { Cart } from './contract';
import { messageOf } from './envelope';

/**
 * The cart calls (the cart page, add to cart from any card, the checkout's coupon and the
 * navbar counter). Every change answers the cart as it is now, with the server's message.
 */

/** What a change of the cart answers: the server's message and the cart (null: no lines left). */
export interface CartChange {
  message?: string;
  cart: Cart | null;
}

/** A cart-shaped value, or null (no cart, or a cart whose last line is gone). */
export function cartOf(data: unknown): Cart | null {
  const cart = data as Cart | null | undefined;
  return cart && Array.isArray(cart.items) ? cart : null;
}

function changeOf(body: unknown): CartChange {
  return { message: messageOf(body), cart: cartOf((body as { data?: unknown } | null)?.data) };
}

/** GET /api/checkout/cart: the shopper's cart, or null when there is none. */
export async function fetchCart(): Promise<Cart | null> {
  return cartOf((await api.get<{ data?: unknown }>('/api/checkout/cart')).data?.data);
}

/** GET /api/checkout/cart read for the navbar: its number of lines (items_count), 0 without a cart. */
export async function fetchCartCount(): Promise<number> {
  const { data } = await api.get<{ data?: { items_count?: number | null } | null }>('/api/checkout/cart');
  return data?.data?.items_count ?? 0;
}

/** PUT /api/checkout/cart {qty: {itemId: quantity}}. */
export async function updateCartQuantities(qty: Record<number, number>): Promise<CartChange> {
  return changeOf((await api.put('/api/checkout/cart', { qty })).data);
}

/** POST /api/checkout/cart {cart_item_id, _method: 'DELETE'}: one line leaves the cart. */
export async function removeCartLine(itemId: number): Promise<CartChange> {
  return changeOf((await api.post('/api/checkout/cart', { cart_item_id: itemId, _method: 'DELETE' })).data);
}

export interface CartLineRequest {
  product_id: number;
  quantity: number;
  variant_id?: number;
}

/** What adding answers: added or not (the server wants options chosen first), its message, where to go. */
export interface CartAddition {
  added: boolean;
  message?: string;
  redirect?: string;
}

/**
 * POST /api/checkout/cart, or POST /api/checkout/cart/campaign with the campaign price the
 * shopper saw (product_price) when a campaign price applies: the server checks it is still the one.
 */
export async function addCartLine(line: CartLineRequest, campaignPrice?: number): Promise<CartAddition> {
  type Answer = { message?: string; data?: unknown; redirect?: string; redirect_uri?: string } | null;
  const { data } =
    campaignPrice === undefined
      ? await api.post<Answer>('/api/checkout/cart', line)
      : await api.post<Answer>('/api/checkout/cart/campaign', { ...line, product_price: campaignPrice });
  return { added: Boolean(data?.data), message: messageOf(data), redirect: data?.redirect ?? data?.redirect_uri };
}

/** POST /api/checkout/cart/coupon {code}: 400/422 when the code does not apply. */
export async function applyCouponCode(code: string): Promise<CartChange> {
  return changeOf((await api.post('/api/checkout/cart/coupon', { code })).data);
}

/** DELETE /api/checkout/cart/coupon. */
export async function removeCouponCode(): Promise<CartChange> {
  return changeOf((await api.delete('/api/checkout/cart/coupon')).data);
}
