import { priceDisplay, cartPrice } from '../../shared/catalog/priceRules';
import { aProduct } from '../../shared/test/productFixture';
import { asCard } from './cards';

describe('a product as its card reads it', () => {
  const variant = {
    id: 9,
    name: 'Red / M',
    price: 1500,
    special_price: 1200,
    images: [{ id: 1, path: 'product/1/red.webp' }],
  };
  const configurable = aProduct({
    id: 1,
    type: 'configurable',
    price: 1800,
    special_price: null,
    product_variants: [variant, { ...variant, id: 10, price: 900 }],
  });

  it('shows and adds the same prices as the whole product', () => {
    for (const product of [
      configurable,
      aProduct({ id: 2, has_campaign: true, final_price: 700, price: 1000 }),
      aProduct({ id: 3, special_price: 800 }),
    ]) {
      expect(priceDisplay(asCard(product))).toEqual(priceDisplay(product));
      expect(cartPrice(asCard(product))).toEqual(cartPrice(product));
    }
  });

  it('leaves out what no card shows', () => {
    const card = asCard(configurable);
    for (const field of ['slug', 'sku', 'images', 'short_description']) expect(card).not.toHaveProperty(field);
    expect(card.product_variants).toEqual([{ price: 1500, special_price: 1200 }]);
    expect(card).not.toHaveProperty('sold_out');
  });

  it('says so when the shop has none of the product', () => {
    expect(asCard({ ...configurable, sold_out: true }).sold_out).toBe(true);
  });
});
