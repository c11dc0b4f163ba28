import { CACHE_TTL_MS, cached } from './cache';

/** A load that answers 'v1', 'v2' ... one more each time it runs. */
function counter() {
  let runs = 0;
  return { load: async () => `v${++runs}`, runs: () => runs };
}

describe('what every page asks, remembered per server', () => {
  it('answers the remembered value within its time, without loading', async () => {
    const owner = {};
    const { load, runs } = counter();
    const start = Date.now();
    expect(await cached(owner, 'menu', load, CACHE_TTL_MS, start)).toBe('v1');
    expect(await cached(owner, 'menu', load, CACHE_TTL_MS, start + CACHE_TTL_MS - 1)).toBe('v1');
    expect(runs()).toBe(1);
  });

  it('just past its time answers the old value once while the fresh one loads', async () => {
    const owner = {};
    const { load, runs } = counter();
    const start = Date.now();
    await cached(owner, 'menu', load, CACHE_TTL_MS, start);
    expect(await cached(owner, 'menu', load, CACHE_TTL_MS, start + CACHE_TTL_MS + 1)).toBe('v1');
    expect(runs()).toBe(2);
    expect(await cached(owner, 'menu', load, CACHE_TTL_MS, start + CACHE_TTL_MS + 2)).toBe('v2');
  });

  it('never answers a value older than twice its time: a server idle for long loads afresh', async () => {
    const owner = {};
    const { load } = counter();
    const start = Date.now();
    await cached(owner, 'campaigns', load, CACHE_TTL_MS, start);
    expect(await cached(owner, 'campaigns', load, CACHE_TTL_MS, start + 2 * CACHE_TTL_MS + 1)).toBe('v2');
  });
});
