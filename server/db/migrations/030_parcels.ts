import type { Kysely } from 'kysely';
import { nowDefault, tableWithId } from './helpers';

/**
 * An order's parcel at a courier, and the steps of the shop's parcel timeline it reached, each once. One parcel an
 * order (the unique order_id is the claim a booking takes before it asks the courier, so two bookings racing book
 * once); `courier_id` is empty while the create's answer is unknown. `phone` is the recipient's, for a number's
 * history of delivered and returned parcels.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'parcels')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('courier_id', 'text')
    .addColumn('step', 'text')
    .addColumn('courier_status', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('cash_to_collect', 'integer', (c) => c.notNull())
    .addColumn('cash_collected', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('parcels_courier_id').on('parcels').columns(['courier', 'courier_id']).execute();
  await db.schema.createIndex('parcels_phone').on('parcels').columns(['phone', 'step']).execute();
  await tableWithId(db, 'parcel_steps')
    .addColumn('parcel_id', 'integer', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('courier_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('parcel_steps_once', ['parcel_id', 'step'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parcel_steps').execute();
  await db.schema.dropTable('parcels').execute();
}
