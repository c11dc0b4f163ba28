const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A count, a page number or a rating as the page's language writes it: Bangla digits in bn-BD
 * (১২), plain ones in en-BD. `digits` pads with zeros (a countdown's 05, no grouping then);
 * `decimals` fixes the decimals (an average rating's 4.0).
 */
export function formatNumber(
  value: number,
  locale = 'en-BD',
  { digits = 1, decimals }: { digits?: number; decimals?: number } = {},
): string {
  const key = `${locale}|${digits}|${decimals ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumIntegerDigits: digits,
      minimumFractionDigits: decimals ?? 0,
      maximumFractionDigits: decimals ?? 2,
      ...(digits > 1 && { useGrouping: false }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
