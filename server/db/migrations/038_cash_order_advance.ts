import type { Kysely } from 'kysely';
import { nowDefault } from './helpers';

/**
 * Cash orders confirmed before the shop ships them (orders/cashOrders.ts).
 * orders.advance_amount: poisha a cash order asks paid by bKash before it is placed (0: none); once bKash confirms
 * it, paid_amount holds it and the rest of the total is due on delivery.
 * confirmed_numbers: the mobile numbers (8801XXXXXXXXX) that proved with a code they are the shopper's, by signing
 * in or at a cash order's Order Place; a cash order from one of them needs no code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('advance_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('confirmed_numbers')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('confirmed_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('confirmed_numbers').execute();
  await db.schema.alterTable('orders').dropColumn('advance_amount').execute();
}
