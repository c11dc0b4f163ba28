import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** A shopper's browser: keeps cookies between calls and sends the XSRF header like the islands. */
export class Browser {
  cookies = new Map<string, string>();

  constructor(private app: FastifyInstance) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...rest } = options;
    if (!this.cookies.has('XSRF-TOKEN'))
      await this.app.inject({ method: 'GET', url: '/api/checkout/cart' }).then((r) => this.keep(r));
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) };
    headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (xsrf && this.cookies.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    const response = await this.app.inject({ ...rest, headers });
    this.keep(response);
    return response;
  }

  get = (url: string, headers: Record<string, string> = {}) => this.request({ method: 'GET', url, headers });
  post = (url: string, payload?: unknown, options: { xsrf?: boolean } = {}) =>
    this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
  put = (url: string, payload?: unknown) =>
    this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  delete = (url: string, payload?: unknown) =>
    this.request({ method: 'DELETE', url, payload: payload as InjectOptions['payload'] });

  private keep(response: LightMyRequestResponse) {
    for (const c of response.cookies) this.cookies.set(c.name, c.value);
  }
}

type FormValue = string | number | File;

/**
 * A multipart/form-data body as the islands' FormData sends it (files as File, a list repeats the field), for
 * app.inject.
 */
export async function formData(
  fields: Record<string, FormValue | FormValue[]>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values])
      form.append(name, value instanceof File ? value : String(value));
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an HTML attribute value as the browser reads it (character references decoded). */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name] ?? whole),
  );
}

/** An attribute of an island's mount point in a page (its first data-island="name" tag), decoded. */
export function islandAttribute(html: string, island: string, attribute: string): string | null {
  const tag = html.match(new RegExp(`<[a-z]+[^>]*data-island="${island}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no mount point for island ${island}`);
  const value = tag.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1];
  return value === undefined ? null : decodeAttribute(value);
}

/** The JSON a page wrote into its island's data-props. */
export function islandProps<T = Record<string, unknown>>(html: string, island: string): T {
  const props = islandAttribute(html, island, 'data-props');
  if (props === null) throw new Error(`no data-props for island ${island}`);
  return JSON.parse(props) as T;
}

/** The scripts a page's loader loads after the first paint (data-scripts of #haat-loader), in order. */
export function pageScripts(html: string): string[] {
  const tag = html.match(/<script type="module" id="haat-loader"[^>]*>/)?.[0];
  if (!tag) throw new Error('the page has no island loader');
  return (tag.match(/\sdata-scripts="([^"]*)"/)?.[1] ?? '').split(' ').filter(Boolean);
}
