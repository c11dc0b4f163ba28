/** The origin paths are resolved against: any name that can never be a real host. */
const OWN_ORIGIN = 'http://shop.invalid';
const MAX_LENGTH = 500;

/**
 * Control characters, which browsers strip from URLs ('/\t/evil' becomes '//evil'), and backslashes, which they read as
 * '/'.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * A place on this shop to send the shopper to (after signing in, for instance), as a path with
 * its query and fragment; null for anything else. The value, and its percent-decoded form, must
 * hold no control character or backslash, start with one '/', and resolved against the shop's
 * own origin still be on it: '//evil.example', 'https://evil.example', 'javascript:...' are not.
 * The answer is the resolved path, so what is followed is exactly what was checked.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  for (const form of [value, decoded]) if (UNSAFE.test(form) || form.startsWith('//')) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== OWN_ORIGIN) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}
