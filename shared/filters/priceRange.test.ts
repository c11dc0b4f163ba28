import { clampMax, clampMin, DEFAULT_PRICE, PRICE_RANGE } from './priceRange';

describe('price slider bounds', () => {
  it('ranges 0 to 100000 and starts at 0 to 60000', () => {
    expect(PRICE_RANGE).toEqual({ min: 0, max: 100000 });
    expect(DEFAULT_PRICE).toEqual({ min: 0, max: 60000 });
  });

  it('keeps the minimum inside the range and never above the maximum', () => {
    const current = { min: 1000, max: 5000 };
    expect(clampMin(2500, current)).toBe(2500);
    expect(clampMin(-50, current)).toBe(0);
    expect(clampMin(7000, current)).toBe(5000);
    expect(clampMin(5000, current)).toBe(5000);
  });

  it('keeps the maximum inside the range and never below the minimum', () => {
    const current = { min: 1000, max: 5000 };
    expect(clampMax(8000, current)).toBe(8000);
    expect(clampMax(250000, current)).toBe(100000);
    expect(clampMax(400, current)).toBe(1000);
  });

  it('rounds to whole taka and ignores what is not a number', () => {
    const current = { min: 1000, max: 5000 };
    expect(clampMin(1234.6, current)).toBe(1235);
    expect(clampMin(Number('abc'), current)).toBe(1000);
    expect(clampMax(Number.POSITIVE_INFINITY, current)).toBe(5000);
  });
});
