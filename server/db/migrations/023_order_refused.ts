import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/** The error order_refused raises: the order statement is undone, and the shop reads why from the message. */
export const ORDER_REFUSED_STATE = 'HT001';

/**
 * order_refused(reason) raises an error, undoing the whole statement that called it. PostgreSQL
 * claims a cart and writes its order in one statement without a transaction around it
 * (orders/orderWrites.ts); when the claim took the cart but the order could not be written (its
 * coupon's last use went to another order meanwhile), the statement must not leave the cart
 * closed without its order, and a statement has no other way to undo its own writes. SQLite
 * writes an order inside a transaction and has no use for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `CREATE FUNCTION order_refused(reason text) RETURNS integer LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION USING ERRCODE = '${ORDER_REFUSED_STATE}', MESSAGE = reason;
    END $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw('DROP FUNCTION order_refused(text)').execute(db);
}
