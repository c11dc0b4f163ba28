import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * An order written with a placeholder number ('pending-' and its cart) gets its shopper's number,
 * HT- and its id above 100000 (orders/placeOrder.ts, incrementIdOf), in the statement that
 * writes it: the number was a second statement of the order's transaction, which also rewrote
 * the new row and its indexes. Orders written with their number (the seed's) keep it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    await run(`CREATE FUNCTION order_number() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.increment_id LIKE 'pending-%' THEN NEW.increment_id := 'HT-' || (100000 + NEW.id); END IF;
        RETURN NEW;
      END $$`);
    await run('CREATE TRIGGER orders_number BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_number()');
    return;
  }
  // SQLite cannot change the row a BEFORE trigger sees; in process, the update after costs no round trip.
  await run(`CREATE TRIGGER orders_number AFTER INSERT ON orders WHEN NEW.increment_id LIKE 'pending-%'
    BEGIN UPDATE orders SET increment_id = 'HT-' || (100000 + NEW.id) WHERE id = NEW.id; END`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    await run('DROP TRIGGER orders_number ON orders');
    await run('DROP FUNCTION order_number()');
    return;
  }
  await run('DROP TRIGGER orders_number');
}
