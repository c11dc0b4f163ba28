import { fastifyTrustProxy, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', ' ', 'false', '0']) expect(parseTrustProxy(off)).toBe(false);
  });

  it('reads a hop count, or proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    const oneHop = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.2', 0), oneHop('203.0.113.5', 1)]).toEqual([true, false]);
  });

  it('refuses to trust every sender', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});
