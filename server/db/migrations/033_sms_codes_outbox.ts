import { sql, type Kysely } from 'kysely';
import { isPostgres, tableWithId } from './helpers';

/**
 * sign_in_codes: the one live sign-in code of each mobile number (8801XXXXXXXXX), kept as a salted
 * hash, with its expiry and the wrong tries made on the number since tries_since; a new code
 * replaces the hash but not the tries, so asking again never buys more guesses.
 * sms_outbox: SMS the shop owes a shopper (order news), written in the transaction that made the
 * news and sent after it, once per key (order-42-shipped) however often the news is written.
 * customers.language: the language the shopper last signed in with, which their SMS are written in.
 *
 * The order's news is queued by a trigger on order_status_events: every status an order takes is
 * written there (orders/statusEvents.ts, and PostgreSQL's one-statement order write in
 * orders/orderWrites.ts), so the SMS is owed in the very statement that changed the order, on both
 * databases, whichever code wrote it; the key makes a second write of the same status owe nothing more.
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
  const queue = (
    row: string,
  ) => `INSERT INTO sms_outbox (key, phone, kind, order_id, params, next_attempt_at, created_at)
    SELECT 'order-' || ${row}.order_id || '-' || ${row}.status, o.customer_phone, ${row}.status, ${row}.order_id, '{}',
      ${row}.created_at, ${row}.created_at
    FROM orders o WHERE o.id = ${row}.order_id AND ${row}.status IN (${NEWS.map((s) => `'${s}'`).join(', ')})
    ON CONFLICT (key) DO NOTHING`;
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION order_news() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${queue('NEW')};
        RETURN NEW;
      END $$`,
      )
      .execute(db);
    await sql
      .raw('CREATE TRIGGER order_news AFTER INSERT ON order_status_events FOR EACH ROW EXECUTE FUNCTION order_news()')
      .execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER order_news AFTER INSERT ON order_status_events BEGIN ${queue('new')}; END`).execute(db);
}

/** The statuses a shopper hears of: placed, confirmed, with the courier, delivered, cancelled (statusEvents.ts). */
const NEWS = ['pending', 'processing', 'shipped', 'completed', 'cancelled'];

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('DROP TRIGGER order_news' + (isPostgres(db) ? ' ON order_status_events' : '')).execute(db);
  if (isPostgres(db)) await sql.raw('DROP FUNCTION order_news()').execute(db);
  await db.schema.alterTable('customers').dropColumn('language').execute();
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('sign_in_codes').execute();
}
