import type { Cart } from '../../shared/api/contract';
import { thumbnailPath } from '../catalog/productView';
import { toTaka, type MoneyFormat } from '../lib/money';
import type { PricedCart } from './pricedCart';
import type { Language } from '../../shared/i18n/languages';
import { nameIn } from '../catalog/names';
import { isShort } from './cartStock';

/**
 * The storefront's Cart (contract.ts): taka numbers and formatted strings, names in the shopper's language; null for a
 * cart without lines.
 */
export function cartView(cart: PricedCart | null, money: MoneyFormat, language: Language): Cart | null {
  if (!cart || cart.lines.length === 0) return null;
  return {
    id: cart.id,
    items: cart.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      variant_id: line.variantId,
      name: nameIn(language, line.name, line.nameBn),
      sku: line.sku,
      url_key: line.urlKey,
      type: line.type,
      quantity: line.quantity,
      price: toTaka(line.unitPrice),
      total: toTaka(line.total),
      formatted_price: money(line.unitPrice),
      formatted_total: money(line.total),
      regular_price: toTaka(line.regularPrice),
      formatted_regular_price: money(line.regularPrice),
      base_image: { small_image_url: line.imagePath ? `/storage/${thumbnailPath(line.imagePath)}` : null },
      ...(isShort(line) && { units_left: line.unitsLeft }),
    })),
    items_count: cart.itemsCount,
    items_qty: cart.itemsQty,
    base_sub_total: toTaka(cart.subTotal),
    sub_total: toTaka(cart.subTotal),
    formatted_sub_total: money(cart.subTotal),
    discount_amount: toTaka(cart.discount),
    formatted_discount_amount: money(cart.discount),
    coupon_code: cart.couponCode,
    shipping_amount: toTaka(cart.shipping),
    formatted_shipping_amount: money(cart.shipping),
    grand_total: toTaka(cart.grandTotal),
    formatted_grand_total: money(cart.grandTotal),
  };
}
