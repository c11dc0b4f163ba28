import { api, loadHttp } from './client';
import { http } from './http';

describe('the one HTTP client', () => {
  it('sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN, with cookies, and no timeout', () => {
    expect(http.defaults).toMatchObject({
      withCredentials: true,
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
      timeout: 0,
    });
  });

  it('treats every 2xx as success and anything else as failure', () => {
    const ok = http.defaults.validateStatus!;
    expect([200, 201, 204, 299].map(ok)).toEqual([true, true, true, true]);
    expect([199, 302, 304, 400, 401, 403, 419, 422, 500].map(ok)).toEqual(Array(9).fill(false));
  });

  it('loads axios once, on the first call, and hands every call to that one instance', async () => {
    const first = loadHttp();
    expect(loadHttp()).toBe(first);
    expect(await first).toBe(http);
    const answer = { data: { data: { items_count: 1 } }, status: 200 };
    const get = jest.spyOn(http, 'get').mockResolvedValue(answer);
    const post = jest.spyOn(http, 'post').mockResolvedValue(answer);
    await expect(api.get('/api/checkout/cart', { params: { a: 1 } })).resolves.toBe(answer);
    await api.post('/api/checkout/cart', { product_id: 7, quantity: 1 });
    expect(get).toHaveBeenCalledWith('/api/checkout/cart', { params: { a: 1 } });
    expect(post).toHaveBeenCalledWith('/api/checkout/cart', { product_id: 7, quantity: 1 }, undefined);
  });
});
