const formatters = new Map<string, Intl.DateTimeFormat>();

/** The shop's day of an ISO time, in Bangladesh time (Apr 14, 2026 in en-BD). */
export function formatShopDate(iso: string, locale = 'en-BD'): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });
    formatters.set(locale, formatter);
  }
  return formatter.format(time);
}
