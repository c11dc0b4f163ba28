/**
 * A guest's compare taps made without script (the compare form, server/routes/forms/lists.ts): the
 * server keeps their ids in this cookie (joined by dots, oldest first), so the compare page and the
 * counter it serves show them. The first page whose script runs moves them into this browser's
 * list (compareStorage.ts) and drops the cookie: the browser's list stays the one list a guest has.
 */
export const COMPARE_COOKIE = 'compare_form_items';

/** The most products the cookie keeps: past it the form asks the shopper to remove one first. */
export const COMPARE_COOKIE_KEPT = 20;

/** The ids a cookie's value names, in order, each once; anything that is not a product id is dropped. */
export function compareCookieIds(value: string | undefined): number[] {
  const ids = (value ?? '')
    .split('.')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, COMPARE_COOKIE_KEPT);
}
