import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * category_choices: per category, each brand, colour and size that its active products have, with
 * how many of them have it, so a category's filter panel reads its few rows instead of every
 * product of the category with its colours and sizes; brand_choices the same per brand (colours and
 * sizes). A row whose count falls to 0 stays (as category_counts' do, 031) and offers nothing.
 *
 * Derived from category_listing (027: a category's products with their status and brand), products
 * (status, brand) and product_colors and product_sizes, and kept by triggers on those in the
 * transaction of every write: a product listed, unlisted, or changing status or brand; a colour or
 * size given or taken (a product is written before its colours and sizes, so its insert counts
 * nothing). Each trigger counts the pairs its own rows make with the other side as it
 * stands, so a product copied (listing rows first, then its colours) is counted once. A product
 * deleted lets go of its colours and sizes first, while it is still listed and has its brand: its
 * cascades would take both sides, and PostgreSQL fires their triggers only after all of them.
 * PostgreSQL counts a statement's rows at once (transition tables), except for updates of
 * category_listing and products, which are per row: a statement trigger would fire on every stored
 * price copied to category_listing (031), while a row trigger names the columns it follows.
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

/** The same rows' choices for their product's brand, when it is active. */
const ofBranded = ([kind, , column]: (typeof ATTRIBUTES)[number], rows: string, sign: number, from?: string) =>
  `SELECT x.brand_id AS brand_id, '${kind}' AS kind, ${rows}.${column} AS choice_id, ${sign} AS n
    ${reading(rows, 'products', from)} x.id = ${rows}.product_id AND x.status = 1 AND x.brand_id IS NOT NULL`;

/** The choices that active products with a brand give it. */
const ofProduct = (rows: string, sign: number, from?: string) =>
  ATTRIBUTES.map(
    ([kind, table, column]) => `SELECT ${rows}.brand_id AS brand_id, '${kind}' AS kind, x.${column} AS choice_id,
      ${sign} AS n ${reading(rows, table, from)} x.product_id = ${rows}.id AND ${rows}.status = 1
      AND ${rows}.brand_id IS NOT NULL`,
  );

type Owner = 'category' | 'brand';

/** Adds the parts' counts to the owner's table (netted per choice; WHERE true keeps SQLite's upsert unambiguous). */
const added = (parts: string[], owner: Owner = 'category') =>
  `INSERT INTO ${owner}_choices (${owner}_id, kind, choice_id, products)
    SELECT ${owner}_id, kind, choice_id, sum(n) FROM (${parts.join(' UNION ALL ')}) d WHERE true
    GROUP BY ${owner}_id, kind, choice_id HAVING sum(n) <> 0
    ON CONFLICT (${owner}_id, kind, choice_id) DO UPDATE SET products = ${owner}_choices.products + excluded.products`;

/** Both owners' counts of colour or size rows, each (row, sign) pair a trigger's NEW or OLD or transition table. */
const attributeAdded = (attribute: (typeof ATTRIBUTES)[number], rows: [string, number, string?][]) =>
  `${added(rows.map(([row, sign, from]) => ofAttribute(attribute, row, sign, from)))};
  ${added(
    rows.map(([row, sign, from]) => ofBranded(attribute, row, sign, from)),
    'brand',
  )}`;

const EVENTS = ['insert', 'update', 'delete'] as const;
/** Columns of category_listing that change a product's choices when updated (its stored price does not). */
const FOLLOWED = ['category_id', 'product_id', 'status', 'brand_id'];
const changed = (columns: string[]) => columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
const relisted = changed(FOLLOWED);
const rebranded = changed(['status', 'brand_id']);
const CLEARED = ATTRIBUTES.map(([, table]) => `DELETE FROM ${table} WHERE product_id = OLD.id`).join('; ');

export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const owner of ['category', 'brand'])
    await run(`CREATE TABLE ${owner}_choices (
      ${owner}_id integer NOT NULL, kind text NOT NULL, choice_id integer NOT NULL, products bigint NOT NULL,
      PRIMARY KEY (${owner}_id, kind, choice_id))${postgres ? '' : ' WITHOUT ROWID'}`);
  await run(added(ofListing('l', 1, 'category_listing')));
  await run(added(ofProduct('p', 1, 'products'), 'brand'));
  const relist = added([...ofListing('OLD', -1), ...ofListing('NEW', 1)]);
  const rebrand = added([...ofProduct('OLD', -1), ...ofProduct('NEW', 1)], 'brand');
  if (postgres) return postgresTriggers(run, relist, rebrand);
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
  await trigger('brand_choices_product', 'UPDATE OF status, brand_id ON products', rebrand, rebranded);
  await run(`CREATE TRIGGER choices_product_delete BEFORE DELETE ON products FOR EACH ROW BEGIN ${CLEARED}; END`);
  const rows: Record<(typeof EVENTS)[number], [string, number][]> = {
    insert: [['NEW', 1]],
    delete: [['OLD', -1]],
    update: [
      ['OLD', -1],
      ['NEW', 1],
    ],
  };
  for (const attribute of ATTRIBUTES)
    for (const event of EVENTS)
      await trigger(
        `category_choices_${attribute[0]}_${event}`,
        `${event.toUpperCase()} ON ${attribute[1]}`,
        attributeAdded(attribute, rows[event]),
      );
}

/** PostgreSQL: statement triggers with transition tables, but for category_listing's updates (see above). */
async function postgresTriggers(
  run: (text: string) => Promise<unknown>,
  relist: string,
  rebrand: string,
): Promise<void> {
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
  await fn('brand_choices_product', rebrand);
  await run(`CREATE TRIGGER brand_choices_product AFTER UPDATE OF status, brand_id ON products
    FOR EACH ROW WHEN (${rebranded}) EXECUTE FUNCTION brand_choices_product()`);
  await fn('choices_product_delete', CLEARED, 'OLD');
  await run(`CREATE TRIGGER choices_product_delete BEFORE DELETE ON products FOR EACH ROW
    EXECUTE FUNCTION choices_product_delete()`);
  for (const attribute of ATTRIBUTES) {
    const [kind, table] = attribute;
    const gone: [string, number, string] = ['o', -1, 'old_rows'];
    const come: [string, number, string] = ['n', 1, 'new_rows'];
    const bodies = { insert: [come], delete: [gone], update: [gone, come] };
    const tables = { insert: 'NEW TABLE AS new_rows', delete: 'OLD TABLE AS old_rows' };
    for (const event of EVENTS) {
      await fn(`category_choices_${kind}_${event}`, attributeAdded(attribute, bodies[event]));
      await statement(
        `category_choices_${kind}_${event}`,
        event,
        table,
        event === 'update' ? `${tables.delete} ${tables.insert}` : tables[event],
      );
    }
  }
}

/** Every trigger of the two, with the table it is on (PostgreSQL names a function after each). */
const TRIGGERS: [string, string][] = [
  ['category_choices_listed', 'category_listing'],
  ['category_choices_unlisted', 'category_listing'],
  ['category_choices_relisted', 'category_listing'],
  ...ATTRIBUTES.flatMap(([kind, table]) =>
    EVENTS.map((event): [string, string] => [`category_choices_${kind}_${event}`, table]),
  ),
  ['brand_choices_product', 'products'],
  ['choices_product_delete', 'products'],
];

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const postgres = isPostgres(db);
  for (const [name, table] of TRIGGERS) {
    await run(postgres ? `DROP TRIGGER IF EXISTS ${name} ON ${table}` : `DROP TRIGGER IF EXISTS ${name}`);
    if (postgres) await run(`DROP FUNCTION IF EXISTS ${name}()`);
  }
  await run('DROP TABLE category_choices');
  await run('DROP TABLE brand_choices');
}
