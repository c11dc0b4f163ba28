import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { statementOnce } from './statementOnce';

interface Shape { active: boolean }
interface Asked { name?: string; limit: number }

/** The brands asked for, as Kysely builds it each time. */
const built = (db: Kysely<DB>, { active }: Shape, asked: Asked) => {
  let query = db.selectFrom('brands').select('id').orderBy('id').limit(asked.limit);
  if (asked.name !== undefined) query = query.where('admin_name', '=', asked.name);
  if (active) query = query.where(sql<boolean>`status = ${1}`);
  return query;
};

describe.each(TEST_DIALECTS)('a statement compiled once per shape on %s', (dialect) => {
  const opened = testDatabase(dialect, async (db) => {
    const brands = ['Aarong', 'Walton', 'Pran', 'Bata'].map((name, i) => ({ admin_name: name, slug: name.toLowerCase(), status: i === 2 ? 0 : 1 }));
    await db.insertInto('brands').values(brands).execute();
  });
  const brands = statementOnce((db: Kysely<DB>, shape: Shape, asked: Asked) => built(db, shape, asked).compile());

  // Inside transactions (a new Kysely each) and outside, each call answers as the query built for its values does.
  it('answers what the query built for the same shape and values answers', async () => {
    const { db } = opened;
    const asks: [Shape, Asked][] = [
      [{ active: true }, { limit: 10 }], [{ active: false }, { limit: 10 }], [{ active: true }, { limit: 2 }],
      [{ active: false }, { name: 'Pran', limit: 5 }], [{ active: true }, { name: 'Pran', limit: 5 }], [{ active: true }, { name: 'Bata', limit: 5 }],
      [{ active: false }, { name: undefined, limit: 3 }],
    ];
    for (const [shape, asked] of asks) {
      const expected = await built(db, shape, asked).execute();
      expect({ shape, asked, rows: (await brands(db, shape, asked)).rows }).toEqual({ shape, asked, rows: expected });
      const inTransaction = await db.transaction().execute(async (trx) => (await brands(trx, shape, asked)).rows);
      expect({ shape, asked, rows: inTransaction }).toEqual({ shape, asked, rows: expected });
    }
  });
});
