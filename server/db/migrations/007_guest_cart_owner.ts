import { sql, type Kysely } from 'kysely';

/**
 * A guest's open cart belongs to their browser's key (a digest of the token the browser sends with
 * every change): two first adds at the same instant insert one cart, the database refusing the
 * second, which then reads the first. A cart leaves the index when a customer takes it over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('guest_key', 'text').execute();
  await sql`CREATE UNIQUE INDEX carts_one_open_per_guest ON carts (guest_key) WHERE is_active = 1 AND customer_id IS
    NULL AND guest_key IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX carts_one_open_per_guest`.execute(db);
  await db.schema.alterTable('carts').dropColumn('guest_key').execute();
}
