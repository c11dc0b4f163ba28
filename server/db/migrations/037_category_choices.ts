import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * category_choices: per category, each brand, colour and size that its active products have, with
 * how many of them have it, so a category's filter panel reads its few rows instead of every
 * product of the category with its colours and sizes. A row whose count falls to 0 stays (as
 * category_counts' do, 031) and offers nothing.
 *
 * Derived from category_listing (027: a category's products with their status and brand) and
 * product_colors and product_sizes, and kept by triggers on those three in the transaction of every
 * write: a product listed, unlisted, or changing status or brand; a colour or size given or taken.
 * Each trigger counts the pairs its own rows make with the other side as it stands, so a product
 * copied (listing rows first, then its colours) or deleted (its cascades in either order) is
 * counted once. PostgreSQL counts a statement's rows at once (transition tables), except for an
 * update of category_listing, which is per row: a statement trigger on it would fire on every
 * stored price copied there (031), while a row trigger names the columns it follows.
 */
const ATTRIBUTES = [
  ['color', 'product_colors', 'color_id'],
  ['size', 'product_sizes', 'size_id'],
] as const;

/** `rows` is a trigger's NEW or OLD, or an alias of the table `from`; the parts' own tables come after it. */
const reading = (rows: string, table: string, from?: string) =>
  from ? `FROM ${from} ${rows} INNER JOIN ${table} x ON` : `FROM ${table} x WHERE`;

/** The choices that active rows of category_listing give, each counted `sign`. */
const ofListing = (rows: string, sign: number, from?: string) => [
  `SELECT ${rows}.category_id AS category_id, 'brand' AS kind, ${rows}.brand_id AS choice_id, ${sign} AS n
    ${from ? `FROM ${from} ${rows} ` : ''}WHERE ${rows}.status = 1 AND ${rows}.brand_id IS NOT NULL`,
  ...ATTRIBUTES.map(
    ([kind, table, column]) => `SELECT ${rows}.category_id, '${kind}', x.${column}, ${sign}
      ${reading(rows, table, from)} x.product_id = ${rows}.product_id AND ${rows}.status = 1`,
  ),
];

/** The choices that rows of product_colors or product_sizes give in each category listing their product active. */
const ofAttribute = ([kind, , column]: (typeof ATTRIBUTES)[number], rows: string, sign: number, from?: string) =>
  `SELECT x.category_id AS category_id, '${kind}' AS kind, ${rows}.${column} AS choice_id, ${sign} AS n
    ${reading(rows, 'category_listing', from)} x.product_id = ${rows}.product_id AND x.status = 1`;

/** Adds the parts' counts (netted per choice; WHERE true keeps SQLite's upsert unambiguous). */
const added = (parts: string[]) =>
  `INSERT INTO category_choices (category_id, kind, choice_id, products)
    SELECT category_id, kind, choice_id, sum(n) FROM (${parts.join(' UNION ALL ')}) d WHERE true
    GROUP BY category_id, kind, choice_id HAVING sum(n) <> 0
    ON CONFLICT (category_id, kind, choice_id) DO UPDATE SET products = category_choices.products + excluded.products`;

const EVENTS = ['insert', 'update', 'delete'] as const;
/** Columns of category_listing that change a product's choices when updated (its stored price does not). */
const FOLLOWED = ['category_id', 'product_id', 'status', 'brand_id'];
const relisted = FOLLOWED.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');

export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  await run(`CREATE TABLE category_choices (
    category_id integer NOT NULL, kind text NOT NULL, choice_id integer NOT NULL, products bigint NOT NULL,
    PRIMARY KEY (category_id, kind, choice_id))${postgres ? '' : ' WITHOUT ROWID'}`);
  await run(added(ofListing('l', 1, 'category_listing')));
  const relist = added([...ofListing('OLD', -1), ...ofListing('NEW', 1)]);
  if (postgres) return postgresTriggers(run, relist);
  const trigger = (name: string, event: string, body: string, when?: string) =>
    run(`CREATE TRIGGER ${name} AFTER ${event} FOR EACH ROW ${when ? `WHEN ${when} ` : ''}BEGIN ${body}; END`);
  await trigger('category_choices_listed', 'INSERT ON category_listing', added(ofListing('NEW', 1)), 'NEW.status = 1');
  await trigger(
    'category_choices_unlisted',
    'DELETE ON category_listing',
    added(ofListing('OLD', -1)),
    'OLD.status = 1',
  );
  await trigger('category_choices_relisted', `UPDATE OF ${FOLLOWED.join(', ')} ON category_listing`, relist, relisted);
  for (const attribute of ATTRIBUTES) {
    const [kind, table] = attribute;
    const rows = {
      insert: [['NEW', 1]],
      delete: [['OLD', -1]],
      update: [
        ['OLD', -1],
        ['NEW', 1],
      ],
    } as const;
    for (const event of EVENTS)
      await trigger(
        `category_choices_${kind}_${event}`,
        `${event.toUpperCase()} ON ${table}`,
        added(rows[event].map(([row, sign]) => ofAttribute(attribute, row, sign))),
      );
  }
}

/** PostgreSQL: statement triggers with transition tables, but for category_listing's updates (see above). */
async function postgresTriggers(run: (text: string) => Promise<unknown>, relist: string): Promise<void> {
  const fn = (name: string, body: string, returned = 'NULL') =>
    run(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN ${returned}; END $$`);
  const statement = (name: string, event: string, table: string, rows: string) =>
    run(`CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table} REFERENCING ${rows}
      FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
  await fn('category_choices_listed', added(ofListing('n', 1, 'new_rows')));
  await statement('category_choices_listed', 'insert', 'category_listing', 'NEW TABLE AS new_rows');
  await fn('category_choices_unlisted', added(ofListing('o', -1, 'old_rows')));
  await statement('category_choices_unlisted', 'delete', 'category_listing', 'OLD TABLE AS old_rows');
  await fn('category_choices_relisted', relist);
  await run(`CREATE TRIGGER category_choices_relisted AFTER UPDATE OF ${FOLLOWED.join(', ')} ON category_listing
    FOR EACH ROW WHEN (${relisted}) EXECUTE FUNCTION category_choices_relisted()`);
  // A product deleted takes its listing rows and its colours and sizes by cascades whose triggers
  // PostgreSQL fires only after all of them, when neither side finds the other: its colours and
  // sizes go first, while it is still listed.
  await fn(
    'category_choices_product',
    ATTRIBUTES.map(([, table]) => `DELETE FROM ${table} WHERE product_id = OLD.id`).join('; '),
    'OLD',
  );
  await run(`CREATE TRIGGER category_choices_product BEFORE DELETE ON products FOR EACH ROW
    EXECUTE FUNCTION category_choices_product()`);
  for (const attribute of ATTRIBUTES) {
    const [kind, table] = attribute;
    const gone = ofAttribute(attribute, 'o', -1, 'old_rows');
    const come = ofAttribute(attribute, 'n', 1, 'new_rows');
    const bodies = { insert: [come], delete: [gone], update: [gone, come] };
    const tables = { insert: 'NEW TABLE AS new_rows', delete: 'OLD TABLE AS old_rows' };
    for (const event of EVENTS) {
      await fn(`category_choices_${kind}_${event}`, added(bodies[event]));
      await statement(
        `category_choices_${kind}_${event}`,
        event,
        table,
        event === 'update' ? `${tables.delete} ${tables.insert}` : tables[event],
      );
    }
  }
}

/** Every trigger of the model, with the table it is on (PostgreSQL names a function after each). */
const TRIGGERS: [string, string][] = [
  ['category_choices_listed', 'category_listing'],
  ['category_choices_unlisted', 'category_listing'],
  ['category_choices_relisted', 'category_listing'],
  ...ATTRIBUTES.flatMap(([kind, table]) =>
    EVENTS.map((event): [string, string] => [`category_choices_${kind}_${event}`, table]),
  ),
  ['category_choices_product', 'products'],
];

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const [name, table] of TRIGGERS) {
    await run(postgres ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`);
    if (postgres) await run(`DROP FUNCTION IF EXISTS ${name}()`);
  }
  await run('DROP TABLE category_choices');
}
