import { serverText } from '../lib/serverText';
import type { Kysely, Selectable } from 'kysely';
import type { SavedAddress } from '../../shared/api/checkoutContract';
import type { AddressesTable, DB } from '../db/schema';
import { Refused } from '../lib/domainErrors';
import type { CheckedAddress, CourierPlace } from './checkAddress';
import type { Language } from '../../shared/i18n/languages';
import { withSavedPlaceLabels, type SavedPlaceLabels } from './placeNames';

/**
 * A saved address as stored (the contract's SavedAddress without its display names), always with post_code and vat_id.
 */
export type AddressView = Omit<SavedAddress, keyof SavedPlaceLabels> & { post_code: string; vat_id: string | null };

/** Enough for anyone; a bound keeps one account from filling the table. */
export const MAX_ADDRESSES = 50;

export function toAddressView(row: Selectable<AddressesTable>): AddressView {
  return {
    id: row.id,
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: JSON.parse(row.address) as string[],
    country: row.country,
    state: row.state,
    city: row.city,
    area: row.area,
    postcode: row.postcode,
    post_code: row.postcode,
    city_id: row.city_id,
    zone_id: row.zone_id,
    area_id: row.area_id,
    vat_id: row.vat_id,
    default_address: row.default_address ? '1' : '0',
  };
}

/** The customer's addresses, the default first, then newest first, their places named in the shopper's language. */
export async function listAddresses(
  db: Kysely<DB>,
  customerId: number,
  language: Language,
): Promise<(AddressView & SavedPlaceLabels)[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('default_address', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => withSavedPlaceLabels(toAddressView(row), language));
}

/** One of the customer's own addresses; another customer's id finds nothing. */
export async function findAddress(db: Kysely<DB>, customerId: number, id: number): Promise<AddressView | null> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? toAddressView(row) : null;
}

/** Saves a checked address; the first one, or one marked default, becomes the only default. */
export async function createAddress(db: Kysely<DB>, customerId: number, address: CheckedAddress): Promise<AddressView> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES)
      throw new Refused(serverText('server.tooManyAddresses', { max: MAX_ADDRESSES }));
    const isDefault = address.default_address || Number(count) === 0;
    if (isDefault)
      await trx.updateTable('addresses').set({ default_address: 0 }).where('customer_id', '=', customerId).execute();
    const row = await trx
      .insertInto('addresses')
      .values({
        customer_id: customerId,
        company_name: address.company_name || null,
        first_name: address.first_name,
        last_name: address.last_name,
        email: address.email || null,
        phone: address.phone,
        address: JSON.stringify(address.address.filter((line) => line)),
        country: address.country,
        state: address.state,
        city: address.city,
        area: address.area,
        postcode: address.postcode,
        city_id: address.city_id,
        zone_id: address.zone_id,
        area_id: address.area_id,
        vat_id: address.vat_id || null,
        default_address: isDefault ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAddressView(row);
  });
}

/** Completes one of the customer's addresses with the courier's place; null when it is not theirs. */
export async function setCourierPlace(
  db: Kysely<DB>,
  customerId: number,
  id: number,
  place: CourierPlace,
): Promise<AddressView | null> {
  const row = await db
    .updateTable('addresses')
    .set(place)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  return row ? toAddressView(row) : null;
}
