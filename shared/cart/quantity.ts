/** A cart line, and an add to cart, holds at least one item. */
export const MIN_QUANTITY = 1;

/** What a typed quantity stands for: a whole number, at least 1; null while the box is empty or not a number. */
export function typedQuantity(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Math.trunc(Number(text));
  return Number.isFinite(value) ? Math.max(MIN_QUANTITY, value) : null;
}
