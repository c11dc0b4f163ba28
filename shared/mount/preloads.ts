import type { Cart, CompareProduct, WishlistEntry } from '../api/contract';

/**
 * What the server knows for an island whose slice it fills before the page is sent, by island
 * name: the island's slice makes its first state from it with its own typed preload
 * (`preloadCart` in islands/cart/cartSlice.ts), declared in the island's entry
 * (`mountIsland('cart', CartPage, { preload: preloadCart })`). A route passes these as `preload`
 * (`reply.page('cart', { page, preload: { cart } })`) and the server writes the page state once.
 */
export interface IslandPreloads {
  /** The shopper's cart as GET /api/checkout/cart answers it (null: none yet). */
  cart: Cart | null;
  /** The customer's wishlist entries, as the page's props hold them. */
  wishlist: WishlistEntry[];
  /** A customer's compare list (a guest's is in their browser: no preload). */
  compare: CompareProduct[];
}

/** An island's preload: its slice's first state, as `{ [slice]: state }`. */
export type IslandPreload<Name extends string> = Name extends keyof IslandPreloads
  ? (input: IslandPreloads[Name]) => object
  : never;
