/** Pages start at 1; the page count is the number of products divided by the page size, rounded up. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** The page numbers to offer: the first, the last, and a window around the current one; null is a gap. */
export function pageWindow(page: number, count: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= count; p += 1) {
    if (p === 1 || p === count || Math.abs(p - page) <= around) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
