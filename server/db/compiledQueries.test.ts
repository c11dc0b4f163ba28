import type { Kysely } from 'kysely';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { compiledOnce } from './compiledQueries';
import type { DB } from './schema';

interface Asked { name?: string; fromId?: number; active: boolean; limit: number }

/** The brands a filter asks for, as Kysely builds it each time. */
const built = (db: Kysely<DB>, asked: Asked) => {
  let query = db.selectFrom('brands').select('id').orderBy('id').limit(asked.limit);
  if (asked.name !== undefined) query = query.where('admin_name', '=', asked.name);
  if (asked.fromId !== undefined) query = query.where('id', '>=', asked.fromId);
  if (asked.active) query = query.where('status', '=', 1);
  return query;
};

describe.each(TEST_DIALECTS)('a query compiled once per shape on %s', (dialect) => {
  const opened = testDatabase(dialect, async (db) => {
    const brands = ['Aarong', 'Walton', 'Pran', 'Bata'].map((name, i) => ({ admin_name: name, slug: name.toLowerCase(), status: i === 2 ? 0 : 1 }));
    await db.insertInto('brands').values(brands).execute();
  });
  const brands = compiledOnce((db: Kysely<DB>, asked: Asked) => built(db, asked).compile());

  // Each call's values, fields left out and booleans included, answer as the query built for them does.
  it('answers what the query built for the same values answers', async () => {
    const { db } = opened;
    const asks: Asked[] = [
      { active: true, limit: 10 }, { active: false, limit: 10 }, { active: true, limit: 2 }, { name: 'Pran', active: false, limit: 5 },
      { name: 'Pran', active: true, limit: 5 }, { name: 'Bata', active: true, limit: 5 }, { fromId: 2, active: true, limit: 1 },
      { name: 'Walton', fromId: 1, active: false, limit: 3 }, { name: undefined, fromId: 3, active: false, limit: 9 },
    ];
    for (const asked of asks) {
      const { rows } = await brands(db, asked);
      expect({ asked, rows }).toEqual({ asked, rows: await built(db, asked).execute() });
    }
  });
});
