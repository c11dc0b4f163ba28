import { cartPrice, priceDisplay, type PricedProduct } from './priceRules';

const plain: PricedProduct = {
  price: 1500,
  special_price: null,
  final_price: 1500,
  has_campaign: false,
  product_variants: [],
};

describe('price display', () => {
  it('shows only the regular price when nothing lowers it', () => {
    expect(priceDisplay(plain)).toEqual({ main: 1500, struck: null, campaign: false });
  });

  it('shows a special price with the regular price struck through', () => {
    expect(priceDisplay({ ...plain, special_price: 1200 })).toEqual({ main: 1200, struck: 1500, campaign: false });
  });

  it('shows a campaign final_price first, with the regular price struck through', () => {
    expect(priceDisplay({ ...plain, special_price: 1200, has_campaign: true, final_price: 1350 })).toEqual({
      main: 1350,
      struck: 1500,
      campaign: true,
    });
  });

  it('falls back to the special price when a campaign has no final_price', () => {
    expect(priceDisplay({ ...plain, special_price: 1200, has_campaign: true, final_price: null }).main).toBe(1200);
  });

  it('uses the first variant of a product with variants', () => {
    const product = {
      ...plain,
      product_variants: [
        { price: 900, special_price: 800 },
        { price: 2000, special_price: null },
      ],
    };
    expect(priceDisplay(product)).toEqual({ main: 800, struck: 900, campaign: false });
  });

  it('uses the chosen variant, with its own campaign price when it has one', () => {
    const product = {
      ...plain,
      has_campaign: true,
      final_price: 810,
      product_variants: [{ price: 900, special_price: null }],
    };
    expect(priceDisplay(product, { price: 2000, special_price: null, final_price: 1800 })).toEqual({
      main: 1800,
      struck: 2000,
      campaign: true,
    });
  });

  it('ignores a special price that is not below the regular price', () => {
    expect(priceDisplay({ ...plain, special_price: 1500 })).toEqual({ main: 1500, struck: null, campaign: false });
  });
});

describe('add-to-cart price', () => {
  it('sends final_price through the campaign when a campaign applies', () => {
    expect(cartPrice({ ...plain, special_price: 1200, has_campaign: true, final_price: 1350 })).toEqual({
      campaign: true,
      price: 1350,
    });
  });

  it('sends the price through the campaign when the campaign has no final_price', () => {
    expect(cartPrice({ ...plain, has_campaign: true, final_price: null })).toEqual({ campaign: true, price: 1500 });
  });

  it('otherwise uses the special price, or the price', () => {
    expect(cartPrice({ ...plain, special_price: 1200 })).toEqual({ campaign: false, price: 1200 });
    expect(cartPrice(plain)).toEqual({ campaign: false, price: 1500 });
  });

  it('prices a product with variants by its first variant', () => {
    expect(cartPrice({ ...plain, product_variants: [{ price: 900, special_price: 850 }] })).toEqual({
      campaign: false,
      price: 850,
    });
  });
});
