import { XSRF_COOKIE } from '../plugins/xsrf';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as light-my-request's json(): tests read any answer
  json: <T = any>() => T;
}

/**
 * A shopper's browser over real HTTP: one cookie jar whichever server (origin) it calls, as
 * behind a load balancer; it sends the XSRF cookie back as the header, as the islands do.
 * `headers` go with every call (X-Forwarded-For, for a shop that trusts its proxy). A FormData
 * body goes as multipart, any other as JSON.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async request(origin: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    if (method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) await this.request(origin, 'GET', '/api/checkout/cart');
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = { ...this.headers, accept: 'application/json', cookie };
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const sent = form ? body : body === undefined ? undefined : JSON.stringify(body);
    const response = await fetch(origin + path, { method, headers, body: sent, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  get = (origin: string, path: string) => this.request(origin, 'GET', path);
  post = (origin: string, path: string, body: unknown = {}) => this.request(origin, 'POST', path, body);
}
