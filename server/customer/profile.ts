import type { Kysely } from 'kysely';
import { profileSchema } from '../../shared/validation/profileSchema';
import { GENDERS, type Gender, type Profile } from '../../shared/api/accountContract';
import { checkFormTexts, type FieldTexts } from '../../shared/validation/fieldErrors';
import { inEnglish, serverText } from '../lib/serverText';
import { takenFields } from './customers';
import { hashPassword, verifyPassword } from './password';
import { PASSWORD_CHECKS } from './passwordRule';
import type { DB } from '../db/schema';

const WRONG_CURRENT_PASSWORD_TEXT = serverText('server.wrongCurrentPassword');
/** In English, word for word as the English catalogue has it. */
export const WRONG_CURRENT_PASSWORD = inEnglish(WRONG_CURRENT_PASSWORD_TEXT);

export async function readProfile(db: Kysely<DB>, customerId: number): Promise<Profile | null> {
  const row = await db
    .selectFrom('customers')
    .select(['email', 'first_name', 'last_name', 'phone', 'gender', 'date_of_birth', 'is_subscribed'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    gender: GENDERS.includes(row.gender as Gender) ? (row.gender as Gender) : null,
    date_of_birth: row.date_of_birth,
    subscribed_to_news_letter: Number(row.is_subscribed) === 1,
    image: null,
  };
}

export type ProfileUpdate =
  { ok: true; profile: Profile; passwordChanged: boolean } | { ok: false; errors: FieldTexts; wrongPassword?: boolean };

/**
 * Update Profile: the form's schema first, then email and phone unused by others, then (only
 * when a new password is given) the current password, before anything is written.
 */
export async function updateProfile(db: Kysely<DB>, customerId: number, input: unknown): Promise<ProfileUpdate> {
  const checked = await checkFormTexts(profileSchema, input, PASSWORD_CHECKS);
  if (!checked.ok) return checked;
  const form = checked.value;
  // The schema has required both; their inferred types still allow undefined.
  const email = String(form.email);
  const phone = String(form.phone);
  const taken = await takenFields(db, email, phone, customerId);
  if (Object.keys(taken).length) return { ok: false, errors: taken };

  let password_hash: string | undefined;
  if (form.new_password) {
    const { password_hash: stored } = await db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(String(form.current_password), stored))) {
      return { ok: false, errors: { current_password: [WRONG_CURRENT_PASSWORD_TEXT] }, wrongPassword: true };
    }
    password_hash = await hashPassword(form.new_password);
  }

  const changes = {
    first_name: form.first_name,
    last_name: form.last_name,
    email,
    phone,
    gender: form.gender,
    date_of_birth: form.date_of_birth,
    is_subscribed: form.news_letter ? 1 : 0,
    ...(password_hash ? { password_hash } : {}),
  };
  try {
    await db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
  } catch (error) {
    // Another account took the email or phone meanwhile: the unique index decides.
    const raced = await takenFields(db, email, phone, customerId);
    if (Object.keys(raced).length) return { ok: false, errors: raced };
    throw error;
  }
  return { ok: true, profile: (await readProfile(db, customerId))!, passwordChanged: Boolean(password_hash) };
}
