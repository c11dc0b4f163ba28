import type { Product, Variant } from '../api/contract';

/**
 * The storefront's price rules in one module: what a card or the product page shows and which
 * price an add-to-cart sends. The server computes
 * every price itself; these rules only choose which of its numbers to show or send.
 */

/** A variant may carry its own campaign price (the product page's variants); else the product's counts. */
export type PricedVariant = Pick<Variant, 'price' | 'special_price'> & { final_price?: number | null };

export type PricedProduct = Pick<Product, 'price' | 'special_price' | 'final_price' | 'has_campaign'> & {
  product_variants?: PricedVariant[];
};

export interface PriceDisplay {
  /** The price the shopper pays. */
  main: number;
  /** The regular price, struck through; null when nothing lowers it. */
  struck: number | null;
  /** True when the main price is a campaign price. */
  campaign: boolean;
}

/** The prices that count: the chosen variant's, else the first variant's, else the product's own. */
function pricesOf(product: PricedProduct, variant?: PricedVariant | null) {
  const source = variant ?? product.product_variants?.[0];
  if (!source) return { price: product.price, special: product.special_price, final: product.final_price };
  return { price: source.price, special: source.special_price, final: source.final_price ?? product.final_price };
}

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Price display: a campaign's final_price struck against the regular price; otherwise a special
 * price struck against the regular price; otherwise the regular price alone.
 */
export function priceDisplay(product: PricedProduct, variant?: PricedVariant | null): PriceDisplay {
  const { price, special, final } = pricesOf(product, variant);
  if (product.has_campaign && present(final))
    return { main: final, struck: final < price ? price : null, campaign: true };
  if (present(special) && special < price) return { main: special, struck: price, campaign: false };
  return { main: price, struck: null, campaign: false };
}

export interface CartPrice {
  /** True when a campaign price applies: the campaign endpoint is used, with this price. */
  campaign: boolean;
  price: number;
}

/** Add to cart: final_price (or price) when a campaign applies, else special_price (or price). */
export function cartPrice(product: PricedProduct, variant?: PricedVariant | null): CartPrice {
  const { price, special, final } = pricesOf(product, variant);
  if (product.has_campaign) return { campaign: true, price: present(final) ? final : price };
  return { campaign: false, price: present(special) ? special : price };
}

/**
 * A wishlist or compare product, whose prices arrive as prices.regular / prices.final, in the shape the price rules
 * read.
 */
export function fromPriceViews<T extends { prices: { regular: { price: number }; final: { price: number } } }>(
  product: T,
) {
  const { regular, final } = product.prices;
  return { ...product, price: regular.price, special_price: final.price, final_price: final.price };
}
