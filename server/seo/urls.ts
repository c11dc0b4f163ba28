/** Absolute URLs on the shop's public origin (config.publicUrl), never on a request's Host header. */

/** A path of the shop (starting with '/') on the public origin; an absolute http(s) URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return origin + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * A picture's absolute URL: a path under /storage/ as the database keeps it (product/12/main-1.webp),
 * a path of the shop, or an absolute URL; null for none or an inline data: picture.
 */
export function pictureUrl(origin: string, path: string | null | undefined): string | null {
  if (!path || path.startsWith('data:')) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//')) return null;
  return absoluteUrl(origin, path.startsWith('/') ? path : `/storage/${path}`);
}

/**
 * The canonical URL of a page: its own path and only the query parameters that change what it
 * shows (`keep`, in a fixed order, empty values left out). Everything else a visitor adds (filters,
 * sort, tracking tags, a page number the server does not render) is dropped, so every variant of
 * a page names the one URL to index.
 */
export function canonicalUrl(
  origin: string,
  path: string,
  keep: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return absoluteUrl(origin, path) + (search ? `?${search}` : '');
}
