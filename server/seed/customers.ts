import type { Kysely } from 'kysely';
import { hashPassword } from '../customer/password';
import type { DB } from '../db/schema';

/** The demo shopper, for trying sign-in, wishlist and checkout (the README lists these). */
export const DEMO_CUSTOMER = {
  first_name: 'Rahim',
  last_name: 'Uddin',
  email: 'demo@haat.test',
  phone: '01711000000',
  password: 'haat1234',
} as const;

export async function seedCustomers(db: Kysely<DB>): Promise<number> {
  const { password, ...customer } = DEMO_CUSTOMER;
  await db
    .insertInto('customers')
    .values({ ...customer, password_hash: await hashPassword(password), is_subscribed: 1 })
    .execute();
  return 1;
}
