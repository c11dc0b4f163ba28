const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A price as the shop shows it: the currency symbol, a space, the number grouped by the locale. */
export function formatPrice(amount: number | string | null | undefined, currency = '৳', locale = 'en-BD'): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return `${currency} ${formatterFor(locale).format(Number.isFinite(value) ? value : 0)}`;
}
