import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/** Stands for one of a query's values while it is built and compiled once for its shape. */
class Slot {
  constructor(readonly key: string | number) {}
}

/** Distinct shapes kept compiled per database; past this the cache starts over. */
const MAX_SHAPES = 500;

const slotted = (value: unknown) => value !== undefined && typeof value !== 'boolean';

interface Compiled { sql: string; parameters: readonly unknown[] }

/**
 * A query Kysely builds and compiles once per shape instead of on every call: building and
 * compiling a listing's page query cost about as much CPU as SQLite running it. `build` compiles
 * it given a Slot in place of each of the values (an array's items or an object's fields), so it
 * must not look into a value, only branch on whether it is there: an undefined field stays
 * undefined and a boolean stays itself, and those make the shape with the array's length or the
 * object's field names. Each run hands the compiled SQL the call's values in the slots' places.
 * The SQL text is the one Kysely compiles for the values themselves, so the statement caches of
 * database.ts keep serving it. The database's dialect is part of the shape too (kept per database).
 */
export function compiledOnce<D, V extends object, R>(build: (db: Kysely<D>, values: V) => CompiledQuery<R>) {
  const byDatabase = new WeakMap<object, Map<string, Compiled>>();
  return (db: Kysely<D>, values: V): Promise<QueryResult<R>> => {
    let shapes = byDatabase.get(db);
    if (!shapes) byDatabase.set(db, (shapes = new Map()));
    const given = values as Record<string | number, unknown>;
    const key = Array.isArray(values) ? String(values.length) : Object.entries(given).map(([k, v]) => `${k}:${slotted(v) ? '' : v}`).join();
    let compiled = shapes.get(key);
    if (!compiled) {
      const slots = Array.isArray(values)
        ? values.map((_, i) => new Slot(i))
        : Object.fromEntries(Object.entries(given).map(([k, v]) => [k, slotted(v) ? new Slot(k) : v]));
      compiled = build(db, slots as V);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? given[p.key] : p));
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  };
}
