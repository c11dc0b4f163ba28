import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';

/** Stands for one of a statement's values while it is compiled once for its shape. */
class Slot {
  constructor(readonly key: string) {}
}

/** Distinct shapes kept compiled per dialect; past this the cache starts over. */
const MAX_SHAPES = 100;

interface Compiled { sql: string; parameters: readonly unknown[] }

/**
 * A statement Kysely builds and compiles once per shape instead of on every call, also inside a
 * transaction: compiledOnce (db/compiledQueries.ts) keeps its statements per Kysely instance, and
 * every transaction is a new one, while all of a database's share its dialect's adapter, by which
 * these are kept (the shop adds no Kysely plugins, which could differ between them). The shape is
 * what the text depends on (which key finds a cart, the columns written): `build` gets it as it
 * is, and a Slot in place of each value (an undefined value stays undefined), so it must not look
 * into a value, only branch on the shape. Each run hands the compiled SQL the call's values in the
 * slots' places; the text is the one Kysely compiles for the values themselves, so the prepared
 * statements of database.ts keep serving it. Building and compiling the order's statements was
 * about a fifth of the shop's own CPU per order placed.
 */
export function statementOnce<D, S, V extends object, R>(build: (db: Kysely<D>, shape: S, values: V) => CompiledQuery<R>) {
  const byAdapter = new WeakMap<object, Map<string, Compiled>>();
  return (db: Kysely<D>, shape: S, values: V): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) byAdapter.set(adapter, (shapes = new Map()));
    const given = values as Record<string, unknown>;
    const key = `${JSON.stringify(shape)} ${Object.keys(given).filter((k) => given[k] !== undefined).join()}`;
    let compiled = shapes.get(key);
    if (!compiled) {
      const slots = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v === undefined ? v : new Slot(k)]));
      compiled = build(db, shape, slots as V);
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, compiled);
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Slot ? given[p.key] : p));
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  };
}
