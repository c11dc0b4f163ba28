import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
}

// bigint (money, counts) and numeric (sums) arrive as numbers: poisha totals stay far below 2^53.
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);

export interface DatabaseOptions {
  databaseUrl: string;
  sqlitePath: string;
  /** PostgreSQL schema to work in (tests give each run its own); it must exist. */
  pgSchema?: string;
}

export function openDatabase({ databaseUrl, sqlitePath, pgSchema }: DatabaseOptions): Database {
  if (databaseUrl) {
    const options = pgSchema ? `-c search_path=${pgSchema}` : undefined;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, options });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (sqlitePath !== ':memory:') mkdirSync(path.dirname(sqlitePath), { recursive: true });
  const sqlite = new SQLite(sqlitePath);
  // WAL with synchronous=NORMAL: several times faster under concurrent writes, still crash-safe.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
