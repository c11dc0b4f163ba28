import type { Kysely } from 'kysely';
import type { AccountAlert, AlertKind } from '../../shared/api/alertsContract';
import type { Language } from '../../shared/i18n/languages';
import type { DB } from '../db/schema';
import { nameIn, variantNameIn } from '../catalog/names';
import { NotFound, Refused } from '../lib/domainErrors';
import { toTaka } from '../lib/money';
import { serverText } from '../lib/serverText';
import { smsNumber } from '../sms/phone';
import { itemKey, pricesNow } from './prices';
import { isSoldOut, type StockItem } from './stock';

/** A request lives this long; then it is done without an SMS. */
export const ALERT_LIFETIME_MS = 90 * 24 * 60 * 60_000;

export const ALERT_TEXTS = {
  notAvailable: serverText('server.productNotAvailable'),
  inStock: serverText('server.alertInStock'),
  notFound: serverText('server.alertNotFound'),
};

export interface AlertAsk {
  kind: AlertKind;
  item: StockItem;
  /** The mobile number the SMS goes to, 8801XXXXXXXXX. */
  phone: string;
  customerId: number | null;
  language: Language;
}

/**
 * Records a shopper's request: a product (or variant) on sale, out of stock for a back-in-stock
 * request; a price request keeps the price they would pay now. The same open request asked again
 * is the one request (answers false, and `charge` is not called); a new one is first charged (the
 * SMS budgets, which may refuse it) and answers true.
 */
export async function askAlert(
  db: Kysely<DB>,
  ask: AlertAsk,
  charge: () => Promise<void>,
  now = new Date(),
): Promise<boolean> {
  const { kind, item, phone } = ask;
  const price = (await pricesNow(db, [item], now)).get(itemKey(item));
  if (price === undefined) throw new NotFound(ALERT_TEXTS.notAvailable);
  if (kind === 'stock' && !(await isSoldOut(db, item))) throw new Refused(ALERT_TEXTS.inStock);
  await expireAlerts(db, now);
  const open = await db
    .selectFrom('alert_requests')
    .select('id')
    .where('kind', '=', kind)
    .where('product_id', '=', item.productId)
    .where('variant_id', '=', item.variantId)
    .where('phone', '=', phone)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  if (open) {
    // A signed-in customer's request made as a guest is theirs from now on.
    if (ask.customerId) await claimFor(db, open.id, ask.customerId);
    return false;
  }
  await charge();
  const inserted = await db
    .insertInto('alert_requests')
    .values({
      kind,
      product_id: item.productId,
      variant_id: item.variantId,
      phone,
      customer_id: ask.customerId,
      language: ask.language,
      asked_price: kind === 'price' ? price : null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ALERT_LIFETIME_MS).toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['kind', 'product_id', 'variant_id', 'phone']).where('done_at', 'is', null).doNothing(),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function claimFor(db: Kysely<DB>, id: number, customerId: number) {
  await db.updateTable('alert_requests').set({ customer_id: customerId }).where('id', '=', id).execute();
}

/** Requests past their 90 days are done, with no SMS. */
export async function expireAlerts(db: Kysely<DB>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('alert_requests')
    .set({ done_at: at, outcome: 'expired' })
    .where('done_at', 'is', null)
    .where('expires_at', '<=', at)
    .execute();
}

/** Whose requests: the customer's own, and those made for their number before signing in. */
export interface AlertOwner {
  customerId: number;
  phone: string | null;
}

/** The requests of an owner, open ones: the customer's, or their number's. */
function ownedOpen(db: Kysely<DB>, { customerId, phone }: AlertOwner) {
  return db
    .selectFrom('alert_requests as a')
    .where('a.done_at', 'is', null)
    .where((eb) => eb.or([eb('a.customer_id', '=', customerId), ...(phone ? [eb('a.phone', '=', phone)] : [])]));
}

/** The customer's open requests, newest first, named in their language. */
export async function customerAlerts(
  db: Kysely<DB>,
  owner: AlertOwner,
  language: Language,
  now = new Date(),
): Promise<AccountAlert[]> {
  await expireAlerts(db, now);
  const rows = await ownedOpen(db, owner)
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .leftJoin('product_variants as v', 'v.id', 'a.variant_id')
    .select(['a.id', 'a.kind', 'a.asked_price', 'a.created_at', 'a.expires_at'])
    .select(['p.name', 'p.name_bn', 'p.url_key', 'v.name as variant_name'])
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.variant_name
      ? variantNameIn(language, r.variant_name, r.name, r.name_bn)
      : nameIn(language, r.name, r.name_bn),
    url_key: r.url_key,
    asked_price: r.asked_price === null ? null : toTaka(Number(r.asked_price)),
    created_at: r.created_at,
    expires_at: r.expires_at,
  }));
}

/** Removes one of the customer's open requests; another's, or one already done, is not found. */
export async function removeAlert(db: Kysely<DB>, owner: AlertOwner, id: number): Promise<void> {
  const mine = await ownedOpen(db, owner).select('a.id').where('a.id', '=', id).executeTakeFirst();
  if (!mine) throw new NotFound(ALERT_TEXTS.notFound);
  await db.deleteFrom('alert_requests').where('id', '=', id).where('done_at', 'is', null).execute();
}

/** The mobile number of a customer's account, 8801XXXXXXXXX, or null when it takes no SMS. */
export async function customerNumber(db: Kysely<DB>, customerId: number): Promise<string | null> {
  const customer = await db.selectFrom('customers').select('phone').where('id', '=', customerId).executeTakeFirst();
  return customer ? smsNumber(customer.phone) : null;
}
