import { CACHE_TTL_MS } from './cache';
import { cachedListing, forgetListings, MAX_LISTING_ANSWERS } from './listingCache';

describe('remembered listing answers', () => {
  const loader = () => {
    const calls: string[] = [];
    const load = (answer: string) => () => {
      calls.push(answer);
      return Promise.resolve(answer);
    };
    return { calls, load };
  };

  it('answers the same page from memory for a few seconds, then loads it again', async () => {
    const shop = {};
    const { calls, load } = loader();
    expect(await cachedListing(shop, 'page=1', load('first'), 1000)).toBe('first');
    expect(await cachedListing(shop, 'page=1', load('second'), 1000 + CACHE_TTL_MS - 1)).toBe('first');
    expect(await cachedListing(shop, 'page=1', load('third'), 1000 + CACHE_TTL_MS)).toBe('third');
    expect(calls).toEqual(['first', 'third']);
  });

  it('keeps each query and each database apart', async () => {
    const [shop, other] = [{}, {}];
    const { load } = loader();
    await cachedListing(shop, 'page=1', load('shop page 1'));
    expect(await cachedListing(shop, 'page=2', load('shop page 2'))).toBe('shop page 2');
    expect(await cachedListing(other, 'page=1', load('other page 1'))).toBe('other page 1');
  });

  it('shares one load between shoppers asking at once', async () => {
    const shop = {};
    let release: (answer: string) => void = () => {};
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cachedListing(shop, 'k', slow), cachedListing(shop, 'k', slow)]);
    release('page');
    expect(await answers).toEqual(['page', 'page']);
    expect(loads).toBe(1);
  });

  it('does not remember a refused listing', async () => {
    const shop = {};
    await expect(
      cachedListing(shop, 'color_id=999', () => Promise.reject(new Error('The selected color_id is invalid.'))),
    ).rejects.toThrow('invalid');
    expect(await cachedListing(shop, 'color_id=999', () => Promise.resolve('loaded again'))).toBe('loaded again');
  });

  it('keeps at most MAX_LISTING_ANSWERS, forgetting the oldest first', async () => {
    const shop = {};
    const { calls, load } = loader();
    for (let i = 0; i <= MAX_LISTING_ANSWERS; i++) await cachedListing(shop, `min_price=${i}`, load(`answer ${i}`));
    calls.length = 0;
    await cachedListing(shop, `min_price=${MAX_LISTING_ANSWERS}`, load('newest again'));
    await cachedListing(shop, 'min_price=0', load('oldest again'));
    expect(calls).toEqual(['oldest again']);
  });

  it('gives an expired answer to the load that replaces it', async () => {
    const shop = {};
    await cachedListing(shop, 'page=1', () => Promise.resolve('first'), 1000);
    let given: string | undefined;
    const replaced = await cachedListing<string>(
      shop,
      'page=1',
      async (expired) => `${(given = await expired)} then second`,
      1000 + CACHE_TTL_MS,
    );
    expect([given, replaced]).toEqual(['first', 'first then second']);
  });

  it('forgets everything of a database on demand', async () => {
    const shop = {};
    await cachedListing(shop, 'page=1', () => Promise.resolve('before'));
    forgetListings(shop);
    expect(await cachedListing(shop, 'page=1', () => Promise.resolve('after'))).toBe('after');
  });
});
