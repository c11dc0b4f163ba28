import type { Kysely } from 'kysely';

/**
 * Named leases: which process does a shared periodic job (the parcel timer's booking and poll) until when, so that
 * of several processes on one database only the holder does it in its period.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leases').execute();
}
