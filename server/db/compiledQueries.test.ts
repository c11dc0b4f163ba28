import { sql, type Kysely } from 'kysely';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { compiledOnce, statementOnce } from './compiledQueries';
import type { DB } from './schema';

interface Asked {
  name?: string;
  fromId?: number;
  active: boolean;
  limit: number;
}

/** The brands a filter asks for, as Kysely builds it each time. */
const built = (db: Kysely<DB>, asked: Asked) => {
  let query = db.selectFrom('brands').select('id').orderBy('id').limit(asked.limit);
  if (asked.name !== undefined) query = query.where('admin_name', '=', asked.name);
  if (asked.fromId !== undefined) query = query.where('id', '>=', asked.fromId);
  if (asked.active) query = query.where('status', '=', 1);
  return query;
};

/** Four brands, the third not active. */
async function fourBrands(db: Kysely<DB>): Promise<void> {
  const brands = ['Aarong', 'Walton', 'Pran', 'Bata'].map((name, i) => ({
    admin_name: name,
    slug: name.toLowerCase(),
    status: i === 2 ? 0 : 1,
  }));
  await db.insertInto('brands').values(brands).execute();
}

describe.each(TEST_DIALECTS)('a query compiled once per shape on %s', (dialect) => {
  const opened = testDatabase(dialect, fourBrands);
  const brands = compiledOnce((db: Kysely<DB>, asked: Asked) => built(db, asked).compile());

  // Each call's values, fields left out and booleans included, answer as the query built for them does, inside
  // transactions (a new Kysely each) and outside.
  it('answers what the query built for the same values answers', async () => {
    const { db } = opened;
    const asks: Asked[] = [
      { active: true, limit: 10 },
      { active: false, limit: 10 },
      { active: true, limit: 2 },
      { name: 'Pran', active: false, limit: 5 },
      { name: 'Pran', active: true, limit: 5 },
      { name: 'Bata', active: true, limit: 5 },
      { fromId: 2, active: true, limit: 1 },
      { name: 'Walton', fromId: 1, active: false, limit: 3 },
      { name: undefined, fromId: 3, active: false, limit: 9 },
    ];
    for (const asked of asks) {
      const expected = await built(db, asked).execute();
      expect({ asked, rows: (await brands(db, asked)).rows }).toEqual({ asked, rows: expected });
      const inTransaction = await db.transaction().execute(async (trx) => (await brands(trx, asked)).rows);
      expect({ asked, rows: inTransaction }).toEqual({ asked, rows: expected });
    }
  });
});

interface Shape {
  active: boolean;
}
interface Named {
  name?: string;
  limit: number;
}

/** The brands asked for with the shape apart, as Kysely builds it each time. */
const builtWithShape = (db: Kysely<DB>, { active }: Shape, asked: Named) => {
  let query = db.selectFrom('brands').select('id').orderBy('id').limit(asked.limit);
  if (asked.name !== undefined) query = query.where('admin_name', '=', asked.name);
  if (active) query = query.where(sql<boolean>`status = ${1}`);
  return query;
};

describe.each(TEST_DIALECTS)('a statement compiled once per shape on %s', (dialect) => {
  const opened = testDatabase(dialect, fourBrands);
  const brands = statementOnce((db: Kysely<DB>, shape: Shape, asked: Named) =>
    builtWithShape(db, shape, asked).compile(),
  );

  // Inside transactions (a new Kysely each) and outside, each call answers as the query built for its values does.
  it('answers what the query built for the same shape and values answers', async () => {
    const { db } = opened;
    const asks: [Shape, Named][] = [
      [{ active: true }, { limit: 10 }],
      [{ active: false }, { limit: 10 }],
      [{ active: true }, { limit: 2 }],
      [{ active: false }, { name: 'Pran', limit: 5 }],
      [{ active: true }, { name: 'Pran', limit: 5 }],
      [{ active: true }, { name: 'Bata', limit: 5 }],
      [{ active: false }, { name: undefined, limit: 3 }],
    ];
    for (const [shape, asked] of asks) {
      const expected = await builtWithShape(db, shape, asked).execute();
      expect({ shape, asked, rows: (await brands(db, shape, asked)).rows }).toEqual({ shape, asked, rows: expected });
      const inTransaction = await db.transaction().execute(async (trx) => (await brands(trx, shape, asked)).rows);
      expect({ shape, asked, rows: inTransaction }).toEqual({ shape, asked, rows: expected });
    }
  });
});
