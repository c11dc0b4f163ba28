import { formatShopDate, formatShopDateTime } from './date';

describe('formatShopDate', () => {
  it("shows the day in Bangladesh time, where the evening's UTC time is already the next day", () => {
    expect(formatShopDate('2026-04-13T20:30:00.000Z', 'en-GB')).toBe('14 Apr 2026');
    expect(formatShopDate('2026-04-13T05:00:00.000Z', 'en-GB')).toBe('13 Apr 2026');
  });

  it('leaves a text that is not a time as it is', () => {
    expect(formatShopDate('soon')).toBe('soon');
  });
});

describe('formatShopDateTime', () => {
  it('shows the day and the hour in Bangladesh time, with one plain space before am/pm', () => {
    expect(formatShopDateTime('2026-04-13T20:30:00.000Z', 'en-GB')).toBe('14 Apr 2026, 2:30 am');
    expect(formatShopDateTime('2026-04-13T04:05:00.000Z')).toBe('Apr 13, 2026, 10:05 AM');
    expect(formatShopDateTime('soon')).toBe('soon');
  });
});
