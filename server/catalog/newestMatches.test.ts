import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sentStatements } from '../test/queryPlans';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { FIRST_WALK } from './newestMatches';
import { SEARCH_MATCHES, searchProducts } from './search';

/** Products 1..COUNT: the newest FIRST_WALK of them are the first stretch PostgreSQL's search walks. */
const COUNT = FIRST_WALK + 2_000;
const OLDER = COUNT - FIRST_WALK;

/**
 * Which products' names hold which word. "zephyr": sparse among the newest, dense below them (the
 * walk goes on to find the rest). "quokka": as sparse among the newest, and too few below them to
 * fill a page of matches. "wombat": a few, all told.
 */
const WORDS: Record<string, (id: number) => boolean> = {
  zephyr: (id) => (id > OLDER ? id % 250 === 0 : id % 5 === 0),
  quokka: (id) => (id > OLDER ? id % 250 === 1 : id % 40 === 1),
  wombat: (id) => id % 1_000 === 7,
};

const nameOf = (id: number) =>
  ['Bulk product', String(id), ...Object.keys(WORDS).filter((word) => WORDS[word](id))].join(' ');

async function bulkCatalogue(db: Kysely<DB>): Promise<undefined> {
  const ids = Array.from({ length: COUNT }, (_, i) => i + 1);
  for (let start = 0; start < COUNT; start += 500) {
    const rows = ids.slice(start, start + 500).map((id) => ({
      type: 'simple' as const,
      sku: `BULK-${id}`,
      name: nameOf(id),
      url_key: `bulk-${id}`,
      price: 10_000,
      min_price: 10_000,
      updated_at: '2026-01-02T03:04:05.000Z',
    }));
    await db.insertInto('products').values(rows).execute();
  }
  return undefined;
}

/** Every product holding the word, newest first. */
const holding = (word: string) => Array.from({ length: COUNT }, (_, i) => COUNT - i).filter(WORDS[word]);

/** The ids a search for the word shows, newest first: the newest SEARCH_MATCHES that hold it. */
const newestHolding = (word: string) => holding(word).slice(0, SEARCH_MATCHES);

describe.each(TEST_DIALECTS)('%s: a search among thousands of products', (dialect) => {
  const opened = testDatabase(dialect, bulkCatalogue);
  const pageOf = async (word: string, page: number) => {
    const found = await searchProducts(opened.db, word, { page, perPage: 20 }, 'en');
    return { ids: found.data.map((p) => p.id), total: found.meta.total, capped: found.meta.capped };
  };

  it('shows the newest matches of a word sparse among the newest products, page by page to the last', async () => {
    const expected = newestHolding('zephyr');
    const first = await pageOf('zephyr', 1);
    expect(first).toEqual({ ids: expected.slice(0, 20), total: SEARCH_MATCHES, capped: true });
    expect((await pageOf('zephyr', 10)).ids).toEqual(expected.slice(180, 200));
  });

  it('shows every match of a word too rare to fill the pages', async () => {
    for (const word of ['quokka', 'wombat']) {
      const expected = newestHolding(word);
      expect(expected.length).toBeLessThan(SEARCH_MATCHES);
      const first = await pageOf(word, 1);
      expect(first).toEqual({ ids: expected.slice(0, 20), total: expected.length, capped: undefined });
      expect((await pageOf(word, 2)).ids).toEqual(expected.slice(20, 40));
    }
  });

  it('answers a misspelt word with the closest products holding the word meant, the newest on SQLite', async () => {
    // The typo's candidates: on SQLite the newest 60 holding the word (CANDIDATES, productMatches.ts);
    // on PostgreSQL the first 60 its word index gives.
    const candidates = dialect === 'sqlite' ? holding('zephyr').slice(0, 60) : holding('zephyr');
    const answers = [await pageOf('zephir', 1), await pageOf('zephir', 1)];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0].ids).toHaveLength(20);
    expect(candidates).toEqual(expect.arrayContaining(answers[0].ids));
  });

  if (dialect === 'postgres')
    it('walks on past the first stretch for a word held there often enough, looks up rarer ones', async () => {
      // The trigram lookup is the statement ordered by "id + 0" (newestMatches.ts).
      const lookedUp = async (word: string) =>
        (await sentStatements(opened.db, (db) => searchProducts(db, word, { page: 1, perPage: 20 }, 'en'))).some(
          (statement) => statement.sql.includes('id" + 0') || statement.sql.includes('id + 0'),
        );
      expect(await lookedUp('zephyr')).toBe(false);
      expect(await lookedUp('quokka')).toBe(true);
      expect(await lookedUp('wombat')).toBe(true);
    });
});
