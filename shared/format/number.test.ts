import { formatNumber } from './number';

describe('formatNumber', () => {
  it('writes plain digits in English and Bangla digits in Bangla', () => {
    expect(formatNumber(12, 'en-BD')).toBe('12');
    expect(formatNumber(123456, 'bn-BD')).toBe('১,২৩,৪৫৬');
    expect(formatNumber(4.5, 'bn-BD')).toBe('৪.৫');
  });

  it('pads to the digits asked for (a countdown) and fixes the decimals asked for (an average)', () => {
    expect(formatNumber(5, 'en-BD', { digits: 2 })).toBe('05');
    expect(formatNumber(5, 'bn-BD', { digits: 2 })).toBe('০৫');
    expect(formatNumber(4, 'en-BD', { decimals: 1 })).toBe('4.0');
    expect(formatNumber(4.25, 'bn-BD', { decimals: 1 })).toBe('৪.৩');
  });
});
