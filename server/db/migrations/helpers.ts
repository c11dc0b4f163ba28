import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** ISO-8601 UTC "now" as a column default, the same text on both databases. */
export function nowDefault(db: Kysely<unknown>) {
  return isPostgres(db)
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A table with an auto-numbered id, the way each database spells it. */
export function tableWithId(db: Kysely<any>, name: string): CreateTableBuilder<string, 'id'> {
  const pg = isPostgres(db);
  return db.schema
    .createTable(name)
    .addColumn('id', pg ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}
