import type { CardProduct, FlashDealCard, FlashDealProduct, Paged, Product } from '../../shared/api/contract';

/**
 * A product as its card reads it: a page's first-paint props carry no more. The card's prices come
 * from the first variant when there is one (the price rules), so only its prices travel; the slug,
 * SKU, pictures and description stay with the calls and the product page.
 */
export function asCard(product: Product): CardProduct {
  const {
    id,
    type,
    name,
    url_key,
    price,
    special_price,
    final_price,
    has_campaign,
    path,
    reviews_count,
    average_rating,
    sold_out,
  } = product;
  const first = product.product_variants[0];
  return {
    id,
    type,
    name,
    url_key,
    price,
    special_price,
    final_price,
    has_campaign,
    path,
    reviews_count,
    average_rating,
    product_variants: first ? [{ price: first.price, special_price: first.special_price }] : [],
    ...(sold_out && { sold_out }),
  };
}

export const asCards = (products: Product[]): CardProduct[] => products.map(asCard);

export const asFlashCard = (product: FlashDealProduct): FlashDealCard => ({
  ...asCard(product),
  top_deal: product.top_deal,
});

/** A page of a list, each product as `card` draws it (asCard, asFlashCard). */
export const asCardPage = <P extends Product, C>(page: Paged<P>, card: (product: P) => C): Paged<C> => ({
  data: page.data.map(card),
  meta: page.meta,
});
