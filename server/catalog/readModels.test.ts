import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { TEST_DIALECTS, testDatabase } from '../test/testShop';
import { READ_MODELS } from './readModels';

/** The triggers that keep no read model: a cart's last change, an order's number, the SMS an order's news owes. */
const KEEPING_NO_READ_MODEL: Record<Dialect, string[]> = {
  sqlite: ['cart_items_added', 'cart_items_changed', 'cart_items_removed', 'order_news', 'orders_number'],
  postgres: ['cart_items_touch_cart', 'order_news', 'orders_number'],
};

async function triggersOf(db: Kysely<DB>, dialect: Dialect): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'trigger'`.execute(db)
      : await sql<{ name: string }>`select tgname as name from pg_trigger t
          inner join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

async function tablesOf(db: Kysely<DB>): Promise<string[]> {
  return (await db.introspection.getTables()).map((t) => t.name);
}

describe.each(TEST_DIALECTS)("the catalogue's read models (%s)", (dialect) => {
  const opened = testDatabase(dialect);
  const models = Object.values(READ_MODELS);

  it('are kept by triggers that every migrated database has', async () => {
    const present = await triggersOf(opened.db, dialect);
    const listed = models.flatMap((m) => m.triggers[dialect]);
    expect(listed.filter((name) => !present.includes(name))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('are every derived table: each trigger of the database keeps one of them or a listed few', async () => {
    const present = await triggersOf(opened.db, dialect);
    const accounted = [...models.flatMap((m) => m.triggers[dialect]), ...KEEPING_NO_READ_MODEL[dialect]];
    expect(present.filter((name) => !accounted.includes(name))).toEqual([]);
  });

  it('name tables the database has', async () => {
    const tables = await tablesOf(opened.db);
    const listed = models.flatMap((m) => m.tables[dialect]);
    expect(listed.filter((name) => !tables.includes(name))).toEqual([]);
  });
});
