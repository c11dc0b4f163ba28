import { typedQuantity } from './quantity';

describe('quantity typed by the shopper', () => {
  it('is a whole number, at least 1', () => {
    expect(typedQuantity('3')).toBe(3);
    expect(typedQuantity('2.7')).toBe(2);
    expect(typedQuantity('0')).toBe(1);
    expect(typedQuantity('-4')).toBe(1);
    expect(typedQuantity('')).toBeNull();
    expect(typedQuantity('abc')).toBeNull();
  });
});
