import { availableParallelism } from 'node:os';
import { fastifyTrustProxy, loadConfig, parsePublicUrl, parseTrustProxy, parseWorkers, parsePoolSize } from './config';

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

describe('PUBLIC_URL', () => {
  it('is the shop on this machine unless told, on the port it listens on', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4603' }).publicUrl).toBe('http://localhost:4603');
  });

  it('keeps the origin alone', () => {
    expect(parsePublicUrl('https://haat.com.bd/')).toBe('https://haat.com.bd');
    expect(parsePublicUrl(' https://Haat.com.bd:8443 ')).toBe('https://haat.com.bd:8443');
  });

  it('refuses what is not an http(s) origin', () => {
    for (const bad of [
      'haat.com.bd',
      'ftp://haat.com.bd',
      'https://haat.com.bd/shop',
      'https://haat.com.bd/?a=1',
      'https://user:pw@haat.com.bd',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicUrl(bad)).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('HAAT_WORKERS', () => {
  it('serves from one process per core unless told a number', () => {
    expect(loadConfig({}).workers).toBe(availableParallelism());
    expect(loadConfig({ HAAT_WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ HAAT_WORKERS: ' 3 ' }).workers).toBe(3);
  });

  it('refuses what is not a whole number from 1', () => {
    for (const bad of ['0', '-2', '1.5', 'two', 'all']) expect(() => parseWorkers(bad)).toThrow(/HAAT_WORKERS/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('shares about three connections a core among the serving processes unless told a number', () => {
    const cores = availableParallelism();
    expect(loadConfig({ HAAT_WORKERS: '1' }).databasePoolSize).toBe(Math.max(2, 3 * cores));
    expect(loadConfig({ HAAT_WORKERS: String(cores) }).databasePoolSize).toBe(3);
    expect(loadConfig({ HAAT_WORKERS: String(4 * cores) }).databasePoolSize).toBe(2);
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 12 ' }).databasePoolSize).toBe(12);
  });

  it('refuses what is not a whole number from 1', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => parsePoolSize(bad, 1)).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('RETURN_DAYS', () => {
  it('gives customers 7 days after delivery to ask for a return unless told a whole number of days', () => {
    expect(loadConfig({}).returnDays).toBe(7);
    expect(loadConfig({ RETURN_DAYS: ' 14 ' }).returnDays).toBe(14);
    for (const bad of ['0', '-1', '2.5', 'week']) expect(() => loadConfig({ RETURN_DAYS: bad })).toThrow(/RETURN_DAYS/);
  });
});

describe('ALERT_POLL_SECONDS', () => {
  it('looks for due alerts every minute unless told a whole number of seconds up to five minutes', () => {
    expect(loadConfig({}).alertPollSeconds).toBe(60);
    expect(loadConfig({ ALERT_POLL_SECONDS: '5' }).alertPollSeconds).toBe(5);
    for (const bad of ['0', '301', '2.5', 'soon'])
      expect(() => loadConfig({ ALERT_POLL_SECONDS: bad })).toThrow(/ALERT_POLL_SECONDS/);
  });
});
