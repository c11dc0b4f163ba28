import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type MigrationProvider,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { defaultPoolSize } from '../config';
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
  /**
   * Connections this process keeps to PostgreSQL (config.ts: DATABASE_POOL_SIZE); a single process's share by default.
   */
  databasePoolSize?: number;
}

export function openDatabase({
  databaseUrl,
  sqlitePath,
  pgSchema,
  databasePoolSize = defaultPoolSize(1),
}: DatabaseOptions): Database {
  if (databaseUrl) {
    const options = pgSchema ? `-c search_path=${pgSchema}` : undefined;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: databasePoolSize, options });
    pool.on('connect', preparedStatements);
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (sqlitePath !== ':memory:') mkdirSync(path.dirname(sqlitePath), { recursive: true });
  const sqlite = new SQLite(sqlitePath);
  // WAL with synchronous=NORMAL: several times faster under concurrent writes, still crash-safe.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A write waits up to this long for another process's write to end instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB of page cache and the file memory-mapped: listings at 100,000 products read from memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const dialect = new WritingSqliteDialect({ database: withStatementCache(sqlite) });
  return { db: new Kysely<DB>({ dialect }), dialect: 'sqlite' };
}

/**
 * SQLite's dialect with every transaction begun IMMEDIATE: it takes the write lock as it begins,
 * waiting for it under the busy timeout. A transaction begun DEFERRED reads first and asks for
 * the lock at its first write; if another process (the shop's other worker) wrote in between,
 * SQLite answers SQLITE_BUSY at once, without waiting, since the transaction's reads are stale.
 * The shop's transactions all write, so none is held up for nothing.
 */
class WritingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Distinct SQL texts kept prepared; past this the cache starts over (lists of ids vary the text). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and SQLite's parse and plan was a fifth of a cart call's CPU:
 * the same texts are prepared once and reused. A statement still iterating (a streamed query)
 * cannot run twice at once, so a busy one is prepared afresh.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      const known = statements.get(query);
      if (known && !known.busy) return known;
      const statement = sqlite.prepare(query);
      if (!known) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

/**
 * In a statement PostgreSQL must plan for its values every time: it goes unnamed. A named statement is planned once
 * for any values from its sixth run on (the generic plan) when that looks no costlier, which for a listing of the
 * largest brand sorted its tens of thousands of rows where the plan expected a few hundred.
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** Distinct SQL texts given a name (lists of ids vary the text); past this they go unnamed. */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time: about 2.5 times
 * the round trip of a named statement that each connection prepares once (pg remembers which
 * names a connection has). Only queries are named, never schema changes (a prepared statement
 * must not outlive the table shape it was planned for).
 */
function preparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (text: unknown, values?: unknown[]) => {
    if (typeof text !== 'string' || !Array.isArray(values) || !/^\s*(select|insert|update|delete|with)\b/i.test(text))
      return query(text, values);
    if (text.includes(PLANNED_PER_CALL)) return query(text, values);
    let name = statementNames.get(text);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS)
      statementNames.set(text, (name = `haat_${statementNames.size + 1}`));
    return name ? query({ name, text, values }) : query(text, values);
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; `pgSchema` keeps Kysely's own tables in that schema too. */
export async function migrateToLatest(db: Kysely<DB>, pgSchema?: string): Promise<string[]> {
  // Without the schema the migrator would take another schema's lock table for its own. Branches
  // are merged in any order: a migration numbered before one a database already ran (004 merged
  // after 005) still runs, once.
  const migrator = new Migrator({ db, provider, migrationTableSchema: pgSchema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
