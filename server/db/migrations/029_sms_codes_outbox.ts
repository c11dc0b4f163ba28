import type { Kysely } from 'kysely';
import { tableWithId } from './helpers';

/**
 * sign_in_codes: the one live sign-in code of each mobile number (8801XXXXXXXXX), kept as a salted
 * hash, with its expiry and the wrong tries made on the number since tries_since; a new code
 * replaces the hash but not the tries, so asking again never buys more guesses.
 * sms_outbox: SMS the shop owes a shopper (order news), written in the transaction that made the
 * news and sent after it, once per key (order-42-shipped) however often the news is written.
 * customers.language: the language the shopper last signed in with, which their SMS are written in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tries_since', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'sms_outbox')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('driver', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_due').on('sms_outbox').columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema.alterTable('customers').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('language').execute();
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('sign_in_codes').execute();
}
