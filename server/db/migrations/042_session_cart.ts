import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * The guest's cart id a session keeps (its data's cartId), as a column beside customer_id: a cart call finds the
 * shopper's open cart through the session in the statement that reads or changes the cart, without reading the session
 * first. Sessions saved before it get theirs from their data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('cart_id', 'integer').execute();
  const kept = isPostgres(db) ? sql`(data::json ->> 'cartId')::integer` : sql`json_extract(data, '$.cartId')`;
  await sql`update sessions set cart_id = ${kept} where data like '%"cartId"%'`.execute(db);
}
