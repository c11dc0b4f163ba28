import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { NotAMobileNumber, SmsFailed, type SmsSender } from '../sms/sms';

/** The order's news the shopper hears of, by status (its text is server.smsOrder<News>). */
export const ORDER_NEWS: Record<string, string> = {
  pending: 'Placed',
  processing: 'Confirmed',
  shipped: 'WithCourier',
  completed: 'Delivered',
  cancelled: 'Cancelled',
  // A parcel step rather than an order status: the shopper gets ready to pay and receive.
  out_for_delivery: 'OutForDelivery',
};

/**
 * News whose values travel in the row's params, the language it is written in among them (its text is
 * server.sms<News>): a shopper's alert, a step of a return (returns/returnNews.ts).
 */
export const SHOPPER_NEWS: Record<string, string> = {
  'back-in-stock': 'BackInStock',
  'price-drop': 'PriceDrop',
  'return-approved': 'ReturnApproved',
  'return-picked_up': 'ReturnPickedUp',
  'return-refunded': 'ReturnRefunded',
  'return-refused': 'ReturnRefused',
};

/** What an SMS of the outbox says, from its row and its order: written when it is sent, in the shopper's language. */
export interface OutboxNews {
  kind: string;
  number: string;
  totalPoisha: number;
  language: string | null;
  trackingUrl: string | null;
  /** The values of news of no order (SHOPPER_NEWS), as queued. */
  params: Record<string, string>;
}

/** Claims last this long: a process that died while sending gives its rows back after it. */
const CLAIM_MS = 60_000;
/** Retries wait 30 s, then twice as long each time up to an hour; a day after its news an SMS is given up. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const NEWS_LIFETIME_MS = 24 * 60 * 60_000;
const GIVEN_UP = '9999-12-31T00:00:00.000Z';

/**
 * Parcel news from the courier work, owed once like every status's news (key order-<id>-<kind>): the order is with
 * the courier (`shipped`, with the courier's tracking link: queued before the status changes it brings the link,
 * after, it adds the link while the SMS is still unsent), or out for delivery (the shop's tracking page).
 */
export async function queueParcelNews(
  db: Kysely<DB>,
  {
    orderId,
    kind = 'shipped',
    trackingUrl,
    at = new Date(),
  }: { orderId: number; kind?: 'shipped' | 'out_for_delivery'; trackingUrl?: string; at?: Date },
): Promise<void> {
  const order = await db.selectFrom('orders').select('customer_phone').where('id', '=', orderId).executeTakeFirst();
  if (!order) return;
  const params = JSON.stringify(trackingUrl ? { trackingUrl } : {});
  await db
    .insertInto('sms_outbox')
    .values({
      key: `order-${orderId}-${kind}`,
      phone: order.customer_phone,
      kind,
      order_id: orderId,
      params,
      next_attempt_at: at.toISOString(),
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column('key').doUpdateSet({ params }).where('sms_outbox.sent_at', 'is', null))
    .execute();
}

/**
 * News of no order (a kind of SHOPPER_NEWS) owed once per key, in the transaction that decided it is owed; a key
 * already queued owes nothing more. `params` holds the text's values and the language it is written in.
 */
export async function queueShopperNews(
  db: Kysely<DB>,
  { key, phone, kind, params, at }: { key: string; phone: string; kind: string; params: object; at: Date },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      key,
      phone,
      kind,
      params: JSON.stringify(params),
      next_attempt_at: at.toISOString(),
      created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Sends the SMS that are due, oldest first, each claimed by one process at a time (an atomic
 * update), so shops of several processes send each once. A gateway failure puts the SMS back for a
 * later try with a longer wait; a number that is no mobile one, or news a day old, is given up.
 * Answers how many were sent.
 */
export async function sendDueSms(
  db: Kysely<DB>,
  sender: SmsSender,
  write: (news: OutboxNews) => string,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  // News a day old is given up all at once, so a backlog of it never holds up today's news behind it.
  await db
    .updateTable('sms_outbox')
    .set({ next_attempt_at: GIVEN_UP, claimed_until: null, last_error: 'stale' })
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<', GIVEN_UP)
    .where('created_at', '<', new Date(now.getTime() - NEWS_LIFETIME_MS).toISOString())
    .execute();
  const due = await db
    .selectFrom('sms_outbox as s')
    .leftJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['s.id', 's.key', 's.phone', 's.kind', 's.params', 's.attempts'])
    .select(['o.increment_id', 'o.grand_total', 'c.language'])
    .where('s.sent_at', 'is', null)
    .where('s.next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('s.claimed_until', 'is', null), eb('s.claimed_until', '<', at)]))
    .orderBy('s.id')
    .limit(50)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable('sms_outbox')
      .set({ claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const update = db.updateTable('sms_outbox').where('id', '=', row.id);
    const ofNoOrder = row.kind in SHOPPER_NEWS;
    if (!row.increment_id && !ofNoOrder) {
      await update.set({ next_attempt_at: GIVEN_UP, claimed_until: null, last_error: 'no order' }).execute();
      continue;
    }
    const params = JSON.parse(row.params) as Record<string, string>;
    const text = write({
      kind: row.kind,
      number: row.increment_id ?? '',
      totalPoisha: Number(row.grand_total ?? 0),
      language: (ofNoOrder ? params.language : row.language) ?? null,
      trackingUrl: params.trackingUrl ?? null,
      params,
    });
    try {
      const receipt = await sender.send({ to: row.phone, text, key: row.key });
      await update.set({ sent_at: new Date().toISOString(), driver: receipt.driver, claimed_until: null }).execute();
      sent += 1;
    } catch (error) {
      if (!(error instanceof SmsFailed || error instanceof NotAMobileNumber)) throw error;
      const attempts = Number(row.attempts) + 1;
      const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
      const next = error instanceof NotAMobileNumber ? GIVEN_UP : new Date(now.getTime() + wait).toISOString();
      await update.set({ attempts, next_attempt_at: next, claimed_until: null, last_error: error.message }).execute();
    }
  }
  return sent;
}
