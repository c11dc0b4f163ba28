import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_DIALECTS, testShop } from '../test/testShop';
import { PERMISSIONS_POLICY } from './securityHeaders';

/** The policy as a map of directive to its sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe.each(TEST_DIALECTS)('the security headers on %s', (dialect) => {
  const shop = testShop(dialect);
  const withPixel = testShop(dialect, { config: { pixelId: '1234567890', secureCookies: true } });

  it.each([
    ['a page', '/'],
    ['a call', '/api/checkout/cart'],
    ['a static file', '/storage/headers-test/hello.txt'],
    ['an unknown address', '/no/such/page'],
  ])('are on %s', async (_what, url) => {
    mkdirSync(path.join(shop.config.storageDir, 'headers-test'), { recursive: true });
    writeFileSync(path.join(shop.config.storageDir, 'headers-test/hello.txt'), 'hello');
    const res = await shop.app.inject({ method: 'GET', url, headers: { accept: url === '/' ? 'text/html' : '*/*' } });
    expect(res.statusCode).toBe(url === '/no/such/page' ? 404 : 200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(res.headers['x-xss-protection']).toBe('0');
    // Over plain HTTP (secure cookies off) the shop does not pin browsers to HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("allow the pixel's script and image hosts, and HSTS, when the shop has a pixel and runs on HTTPS", async () => {
    const res = await withPixel.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('are on a refused call too', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/shop/products/data?page=0' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});
