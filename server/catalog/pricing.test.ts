import { campaignPrice, quote } from './pricing';

describe('price rules (poisha)', () => {
  it('takes a percentage campaign as price*discount/100 and a fixed one as a flat amount', () => {
    expect(campaignPrice(100000, { discount_type: 'Percentage', discount: 1000 })).toBe(90000); // 10 %
    expect(campaignPrice(99900, { discount_type: 'Percentage', discount: 1250 })).toBe(87412); // 12.5 %, rounded
    expect(campaignPrice(100000, { discount_type: 'fixed', discount: 15000 })).toBe(85000);
    expect(campaignPrice(10000, { discount_type: 'fixed', discount: 15000 })).toBe(0);
  });

  it('uses a special price only when it is below the price', () => {
    expect(quote(50000, 45000)).toEqual({ regular: 50000, special: 45000, final: 45000, campaignId: null });
    expect(quote(50000, 55000)).toEqual({ regular: 50000, special: null, final: 50000, campaignId: null });
    expect(quote(50000, null).final).toBe(50000);
  });

  it('lets a running campaign set the final price, the lowest of several winning', () => {
    const q = quote(100000, 95000, [
      { id: 1, discount_type: 'Percentage', discount: 1000 },
      { id: 2, discount_type: 'fixed', discount: 20000 },
    ]);
    expect(q).toEqual({ regular: 100000, special: 95000, final: 80000, campaignId: 2 });
  });
});
