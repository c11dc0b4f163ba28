import type { Kysely } from 'kysely';
import { registrationSchema, type Registration } from '../../shared/validation/registrationSchema';
import { checkFormTexts, type FieldTexts } from '../../shared/validation/fieldErrors';
import { inEnglish, serverText } from '../lib/serverText';
import type { DB } from '../db/schema';
import { hashPassword } from './password';
import { PASSWORD_CHECKS } from './passwordRule';

const EMAIL_TAKEN_TEXT = serverText('server.emailTaken');
const PHONE_TAKEN_TEXT = serverText('server.phoneTaken');
/** In English, word for word as the English catalogue has them. */
export const EMAIL_TAKEN = inEnglish(EMAIL_TAKEN_TEXT);
export const PHONE_TAKEN = inEnglish(PHONE_TAKEN_TEXT);

export type Registered = { ok: true; customerId: number } | { ok: false; errors: FieldTexts };

/** Email and phone belong to one account each: those another customer (other than `self`) has are refused. */
export async function takenFields(db: Kysely<DB>, email: string, phone: string, self?: number): Promise<FieldTexts> {
  let query = db
    .selectFrom('customers')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]));
  if (self !== undefined) query = query.where('id', '!=', self);
  const rows = await query.execute();
  const errors: FieldTexts = {};
  if (rows.some((r) => r.email === email)) errors.email = [EMAIL_TAKEN_TEXT];
  if (rows.some((r) => r.phone === phone)) errors.phone = [PHONE_TAKEN_TEXT];
  return errors;
}

/**
 * A new customer from the registration form, checked with the island's own schema (email kept in
 * lower case, phone in its local 01XXXXXXXXX form). Email and phone must be unused.
 */
export async function registerCustomer(db: Kysely<DB>, input: unknown): Promise<Registered> {
  const checked = await checkFormTexts(registrationSchema, input, PASSWORD_CHECKS);
  if (!checked.ok) return checked;
  const form: Registration = checked.value;
  // The schema has already required both; their inferred types still allow undefined.
  const email = String(form.email);
  const phone = String(form.phone);
  const taken = await takenFields(db, email, phone);
  if (Object.keys(taken).length) return { ok: false, errors: taken };
  const password_hash = await hashPassword(String(form.password));
  try {
    const { id } = await db
      .insertInto('customers')
      .values({
        first_name: form.first_name,
        last_name: form.last_name,
        email,
        phone,
        password_hash,
        is_subscribed: form.is_subscribed ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, customerId: id };
  } catch (error) {
    // Two registrations racing for the same email or phone: the unique index decides.
    const raced = await takenFields(db, email, phone);
    if (Object.keys(raced).length) return { ok: false, errors: raced };
    throw error;
  }
}

/** The active customer whose email (any case) or phone is this sign-in name. */
export async function findByLogin(db: Kysely<DB>, login: string) {
  const column = login.includes('@') ? 'email' : 'phone';
  return db
    .selectFrom('customers')
    .select(['id', 'password_hash', 'first_name'])
    .where(column, '=', column === 'email' ? login.toLowerCase() : login)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/** A customer's email (undefined for an id that is no customer's). */
export async function emailOf(db: Kysely<DB>, customerId: number): Promise<string | undefined> {
  return (await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst())?.email;
}

/**
 * The email a customer who opened their account with a code has until they give theirs: the column
 * is required and unique, and `.invalid` is a domain no mail is ever delivered to (RFC 2606).
 */
export const noEmailFor = (phone: string): string => `${phone}@phone.haat.invalid`;

/** The active customer with this mobile number (local form 01XXXXXXXXX). */
export async function findByPhone(db: Kysely<DB>, phone: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'first_name'])
    .where('phone', '=', phone)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/**
 * A customer whose number a code has just proved, with the name they gave and no password (they
 * sign in with codes until they set one). A number registered meanwhile (two tabs) is that customer.
 */
export async function registerByCode(db: Kysely<DB>, phone: string, name: string): Promise<number> {
  const [first_name, ...rest] = name.trim().split(/\s+/);
  const inserted = await db
    .insertInto('customers')
    .values({ first_name, last_name: rest.join(' '), email: noEmailFor(phone), phone, password_hash: '' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  return (await db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
}

/** The language the customer's SMS are written in: the one they last signed in with. */
export async function recordLanguage(db: Kysely<DB>, customerId: number, language: string): Promise<void> {
  await db.updateTable('customers').set({ language }).where('id', '=', customerId).execute();
}
