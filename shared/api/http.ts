import axios from 'axios';

/**
 * The one axios instance of the storefront: same-origin cookies, the XSRF-TOKEN cookie sent back
 * as X-XSRF-TOKEN, no timeout (a slow phone on a slow network still finishes), 2xx is success.
 * Loaded on first use through client.ts, so axios never weighs on a page's first paint.
 */
export const http = axios.create({
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
  headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
});
