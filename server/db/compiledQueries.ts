import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/**
 * Queries Kysely builds and compiles once per shape instead of on every call: building and
 * compiling a listing's page query cost about as much CPU as SQLite running it, and the order's
 * statements about a fifth of the shop's own CPU per order placed.
 *
 * `build` compiles the query given a Slot in place of each value, so it must not look into a
 * value, only branch on the shape: what the SQL text depends on. Each run hands the compiled SQL
 * the call's values in the slots' places; the text is the one Kysely compiles for the values
 * themselves, so the prepared statements of database.ts keep serving it. The compiled queries
 * are kept per dialect adapter, which a database's Kysely and every transaction of it share
 * (each transaction is a new Kysely; the shop adds no Kysely plugins, which could differ).
 */

/** Stands for one of a query's values while it is built and compiled once for its shape. */
class Slot {
  constructor(readonly key: string | number) {}
}

/** Distinct shapes kept compiled per query and database; past this the cache starts over. */
const MAX_SHAPES = 500;

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * One query's compiled shapes: `key` names the shape, `build` compiles it with slots, and the call's values fill them.
 */
function shapeCache<D, R>() {
  const byAdapter = new WeakMap<object, Map<string, Compiled>>();
  return (
    db: Kysely<D>,
    key: string,
    build: () => Compiled,
    given: Record<string | number, unknown>,
  ): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) byAdapter.set(adapter, (shapes = new Map()));
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = build();
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? given[p.key] : p));
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  };
}

const slotted = (value: unknown) => value !== undefined && typeof value !== 'boolean';

/**
 * A query whose shape is read off its values: an array's length, or which of an object's fields
 * are set (an undefined field stays undefined and a boolean stays itself; every other value is a
 * slot).
 */
export function compiledOnce<D, V extends object, R>(build: (db: Kysely<D>, values: V) => CompiledQuery<R>) {
  const run = shapeCache<D, R>();
  return (db: Kysely<D>, values: V): Promise<QueryResult<R>> => {
    const given = values as Record<string | number, unknown>;
    const key = Array.isArray(values)
      ? String(values.length)
      : Object.entries(given)
          .map(([k, v]) => `${k}:${slotted(v) ? '' : v}`)
          .join();
    return run(
      db,
      key,
      () => {
        const slots = Array.isArray(values)
          ? values.map((_, i) => new Slot(i))
          : Object.fromEntries(Object.entries(given).map(([k, v]) => [k, slotted(v) ? new Slot(k) : v]));
        return build(db, slots as V);
      },
      given,
    );
  };
}

/**
 * A query whose shape is given apart from its values (which key finds a cart, the columns
 * written), as it is, with which values are set: every value that is not undefined is a slot.
 */
export function statementOnce<D, S, V extends object, R>(
  build: (db: Kysely<D>, shape: S, values: V) => CompiledQuery<R>,
) {
  const run = shapeCache<D, R>();
  return (db: Kysely<D>, shape: S, values: V): Promise<QueryResult<R>> => {
    const given = values as Record<string, unknown>;
    const key = `${JSON.stringify(shape)} ${Object.keys(given)
      .filter((k) => given[k] !== undefined)
      .join()}`;
    return run(
      db,
      key,
      () => {
        const slots = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v === undefined ? v : new Slot(k)]));
        return build(db, shape, slots as V);
      },
      given,
    );
  };
}
