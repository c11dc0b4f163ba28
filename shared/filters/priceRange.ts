/** The price slider of the filter panel: it spans 0 to 100,000 and starts on 0 to 60,000. */
export const PRICE_RANGE = { min: 0, max: 100000 } as const;
export const DEFAULT_PRICE: PriceSelection = { min: 0, max: 60000 };

export interface PriceSelection {
  min: number;
  max: number;
}

const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));

/** A new minimum, kept inside the range and never above the current maximum; not-a-number keeps the old one. */
export function clampMin(value: number, current: PriceSelection): number {
  return Number.isFinite(value) ? within(value, PRICE_RANGE.min, current.max) : current.min;
}

/** A new maximum, kept inside the range and never below the current minimum; not-a-number keeps the old one. */
export function clampMax(value: number, current: PriceSelection): number {
  return Number.isFinite(value) ? within(value, current.min, PRICE_RANGE.max) : current.max;
}
