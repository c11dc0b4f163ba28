import { sql, type Kysely } from 'kysely';
import { isPostgres, nowDefault } from './helpers';

/**
 * A cart's updated_at follows its lines: any line added, changed or removed marks the cart
 * changed, in the statement that changes the line. It was a statement of its own after each
 * change, one more round trip for every add, new quantity and removal. A line moved to another
 * cart (a guest's cart merged at sign-in) marks both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const now = nowDefault(db).compile(db).sql;
  if (isPostgres(db)) {
    // Once per cart and transaction: the other lines of one statement find it marked already.
    await run(`CREATE FUNCTION cart_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE carts SET updated_at = ${now} WHERE id IN (NEW.cart_id, OLD.cart_id) AND updated_at <> ${now};
        RETURN NULL;
      END $$`);
    await run(
      'CREATE TRIGGER cart_items_touch_cart AFTER INSERT OR UPDATE OR DELETE ON cart_items FOR EACH ROW EXECUTE ' +
        'FUNCTION cart_lines_changed()',
    );
    return;
  }
  await run(
    `CREATE TRIGGER cart_items_added AFTER INSERT ON cart_items BEGIN UPDATE carts SET updated_at = ${now} WHERE id ` +
      `= NEW.cart_id; END`,
  );
  await run(
    `CREATE TRIGGER cart_items_changed AFTER UPDATE ON cart_items BEGIN UPDATE carts SET updated_at = ${now} WHERE ` +
      `id IN (NEW.cart_id, OLD.cart_id); END`,
  );
  await run(
    `CREATE TRIGGER cart_items_removed AFTER DELETE ON cart_items BEGIN UPDATE carts SET updated_at = ${now} WHERE ` +
      `id = OLD.cart_id; END`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    await run('DROP TRIGGER cart_items_touch_cart ON cart_items');
    await run('DROP FUNCTION cart_lines_changed()');
    return;
  }
  for (const name of ['cart_items_added', 'cart_items_changed', 'cart_items_removed'])
    await run(`DROP TRIGGER ${name}`);
}
