import { formatPrice } from './price';

describe('formatPrice', () => {
  it('writes the symbol, a space, then the number grouped by the locale', () => {
    expect(formatPrice(1250, '৳', 'en-BD')).toBe('৳ 1,250');
    expect(formatPrice(1234567.5, '৳', 'en-IN')).toBe('৳ 12,34,567.5');
    expect(formatPrice(1234567.5, '৳', 'en-US')).toBe('৳ 1,234,567.5');
  });

  it('keeps at most two decimals and reads numeric strings from the server', () => {
    expect(formatPrice('999.999', '৳', 'en-BD')).toBe('৳ 1,000');
    expect(formatPrice('49.5', 'Tk', 'en-BD')).toBe('Tk 49.5');
  });

  it('defaults to ৳ and shows 0 for a missing or broken amount', () => {
    expect(formatPrice(null)).toBe('৳ 0');
    expect(formatPrice('abc')).toBe('৳ 0');
  });
});
