import type { LightMyRequestResponse } from 'fastify';
import type { Browser } from './browser';

/** The page store's state a page starts from (#haat-state), as the browser's store reads it. */
export function pageState(html: string): { shop?: { formToken?: string }; flash?: { text: string; type: string }[] } {
  const found = html.match(/<script type="application\/json" id="haat-state">([^<]*)<\/script>/);
  return found ? JSON.parse(found[1]) : {};
}

/** The flashes a page shows as it opens (what a form or a call left for it), without their ids. */
export const pageFlashes = (html: string) => (pageState(html).flash ?? []).map(({ text, type }) => ({ text, type }));

/**
 * A browser without script: opens `page` as HTML and sends a form from it, urlencoded, with the
 * XSRF token the page wrote for its forms (or `token`), and the page as its Referer.
 */
export async function sendForm(
  browser: Browser,
  page: string,
  action: string,
  fields: Record<string, string | number>,
  { token }: { token?: string } = {},
): Promise<LightMyRequestResponse> {
  const html = (await browser.get(page, { accept: 'text/html' })).body;
  const body = new URLSearchParams({ _xsrf: token ?? pageState(html).shop?.formToken ?? '' });
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return browser.request({
    method: 'POST',
    url: action,
    payload: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://localhost${page}` },
    xsrf: false,
  });
}
