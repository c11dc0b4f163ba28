import { sql } from 'kysely';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { PLANNED_PER_CALL } from './database';

// Named statements are PostgreSQL's: SQLite keeps its prepared statements in the process (database.ts).
const onPostgres = TEST_DIALECTS.includes('postgres') ? describe : describe.skip;

onPostgres('statements on PostgreSQL', () => {
  const opened = testDatabase('postgres');

  it('prepares each query once per connection, and sends one marked to be planned per call unnamed', async () => {
    const prepared = await opened.db.connection().execute(async (connection) => {
      for (const n of [1, 2]) {
        await sql`select ${n}::int as n from brands`.execute(connection);
        await sql`select ${sql.raw(PLANNED_PER_CALL)} ${n}::int as n from categories`.execute(connection);
      }
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows;
    });
    const texts = prepared.map((row) => row.statement);
    expect(texts.filter((text) => text.includes('from brands'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('from categories'))).toEqual([]);
  });
});
