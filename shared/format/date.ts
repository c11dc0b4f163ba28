const formatters = new Map<string, Intl.DateTimeFormat>();

/** The shop's day of an ISO time, in Bangladesh time (Apr 14, 2026 in en-BD). */
export function formatShopDate(iso: string, locale = 'en-BD'): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(time);
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The day and hour of an ISO time in Bangladesh time (13 Apr 2026, 10:00 am in en-GB). */
export function formatShopDateTime(iso: string, locale = 'en-BD'): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  let formatter = timeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'Asia/Dhaka',
    });
    timeFormatters.set(locale, formatter);
  }
  // Some ICU versions put a narrow no-break space before am/pm: one plain space whichever renders.
  return formatter.format(time).replace(/\u202f/g, ' ');
}
