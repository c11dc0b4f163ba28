import type { Kysely } from 'kysely';
import { RETURN_LIMITS, RETURN_REASONS, type ReturnReason } from '../../shared/api/returnsContract';
import type { FieldTexts } from '../../shared/validation/fieldErrors';
import { BD_MOBILE, toLocalMobile } from '../../shared/validation/phone';
import { formText, type FieldMessage } from '../../shared/validation/shopText';
import type { DB } from '../db/schema';
import { NotFound, Refused } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { checkImageUpload, reencodeImage } from '../uploads/images';
import { ORDER_STATUS } from '../orders/statusEvents';
import { linesShare, paidByGateway, returnedSoFar, returnWindow } from './returnRules';

export const RETURN_TEXTS = {
  orderNotFound: serverText('server.orderNotFound'),
  notDelivered: serverText('server.returnNotDelivered'),
  windowClosed: (days: number) => serverText('server.returnWindowClosed', { days }),
  noLines: serverText('server.returnNoLines'),
  tooMany: (count: number, name: string) => serverText('server.returnTooMany', { count, name }),
  reason: serverText('server.returnReason'),
  refundTo: serverText('server.returnRefundTo'),
  requested: serverText('server.returnRequested'),
  photoNotFound: serverText('server.returnPhotoNotFound'),
};

export interface ReturnAsked {
  customerId: number;
  orderId: number;
  /** How many of each line (by order item id), as the form sent them. */
  quantities: Record<number, unknown>;
  reason: unknown;
  /** A cash order's bKash number, as typed. */
  refundTo: unknown;
  /** The uploaded photos (Buffers when they are files). */
  photos: unknown[];
  /** Days after delivery a return may be asked (RETURN_DAYS). */
  returnDays: number;
  now?: Date;
}

const photoName = (index: number) => serverText('server.photoName', { number: index + 1 });
/** A return photo as stored: upright, within 1200 px, WebP without the camera's metadata. */
const STORED = { large: { width: 1200, height: 1200, fit: 'inside' as const } };

const refuse = (fields: FieldTexts): never => {
  throw new Refused(Object.values(fields)[0][0], { fields });
};

/** The photos checked by content and re-encoded, one at a time; the field's messages of those refused. */
async function readPhotos(photos: unknown[]): Promise<Buffer[]> {
  if (photos.length > RETURN_LIMITS.photos)
    refuse({ photos: [formText('forms.photoTooMany', { max: RETURN_LIMITS.photos })] });
  const stored: Buffer[] = [];
  const errors: FieldMessage[] = [];
  for (const [index, photo] of photos.entries()) {
    const upload = { name: photoName(index), field: 'photos' };
    try {
      const bytes = checkImageUpload(photo, { ...upload, maxBytes: RETURN_LIMITS.photoBytes });
      stored.push((await reencodeImage(bytes, STORED, upload)).large);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      errors.push(error.text);
    }
  }
  if (errors.length) refuse({ photos: errors });
  return stored;
}

/** A quantity as sent: a whole number from 0 (an empty field is none), or NaN. */
const quantityOf = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? 0 : /^\d{1,4}$/.test(text) ? Number(text) : NaN;
};

/**
 * A customer asks to return lines of their own delivered order within the window after its delivery: a reason from
 * the shop's list, how many of each line (never more than bought minus what other requests, not refused, already
 * send back), up to four photos (checked by content, re-encoded), and for an order not paid through a gateway the
 * bKash number the money goes back to. Another customer's order is not found; anything refused writes nothing. The
 * request, its lines and photos are written in one transaction that first takes the order's row, so two requests at
 * once are counted one after the other. Answers the new request's id.
 */
export async function requestReturn(db: Kysely<DB>, asked: ReturnAsked): Promise<number> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'sub_total', 'shipping_amount', 'grand_total', 'paid_amount', 'payment_transaction'])
    .where('id', '=', asked.orderId)
    .where('customer_id', '=', asked.customerId)
    .executeTakeFirst();
  if (!order) throw new NotFound(RETURN_TEXTS.orderNotFound);
  if (order.status !== ORDER_STATUS.delivered) throw new Refused(RETURN_TEXTS.notDelivered);
  const until = await returnWindow(db, order.id, asked.returnDays);
  if (!until || until < (asked.now ?? new Date())) throw new Refused(RETURN_TEXTS.windowClosed(asked.returnDays));

  const reason = String(asked.reason ?? '') as ReturnReason;
  if (!RETURN_REASONS.includes(reason)) refuse({ reason: [RETURN_TEXTS.reason] });
  let refundTo: string | null = null;
  if (!paidByGateway(order)) {
    refundTo = toLocalMobile(String(asked.refundTo ?? ''));
    if (!BD_MOBILE.test(refundTo)) refuse({ refund_to: [RETURN_TEXTS.refundTo] });
  }
  const wanted = Object.entries(asked.quantities).map(([id, value]) => ({ id: Number(id), qty: quantityOf(value) }));
  const photos = await readPhotos(asked.photos);

  return db.transaction().execute(async (trx) => {
    // Takes the order's row (PostgreSQL holds it to the commit): a second request for it waits, then counts this one.
    await trx
      .updateTable('orders')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', order.id)
      .execute();
    const items = await trx
      .selectFrom('order_items')
      .select(['id', 'name', 'price', 'qty_ordered'])
      .where('order_id', '=', order.id)
      .execute();
    const returned = await returnedSoFar(trx, order.id);
    const lines: { order_item_id: number; qty: number; price: number }[] = [];
    for (const { id, qty } of wanted) {
      const item = items.find((one) => one.id === id);
      const left = item ? Number(item.qty_ordered) - (returned.get(id) ?? 0) : 0;
      if (!item || Number.isNaN(qty) || qty > left)
        refuse({ [`qty_${id}`]: [RETURN_TEXTS.tooMany(Math.max(left, 0), item?.name ?? String(id))] });
      else if (qty > 0) lines.push({ order_item_id: id, qty, price: Number(item.price) });
    }
    if (lines.length === 0) refuse({ lines: [RETURN_TEXTS.noLines] });
    const request = await trx
      .insertInto('return_requests')
      .values({
        order_id: order.id,
        status: 'requested',
        reason,
        refund_to: refundTo,
        amount: linesShare(order, lines),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('return_lines')
      .values(lines.map(({ order_item_id, qty }) => ({ return_id: request.id, order_item_id, qty })))
      .execute();
    if (photos.length)
      await trx
        .insertInto('return_photos')
        .values(photos.map((photo) => ({ return_id: request.id, photo })))
        .execute();
    return request.id;
  });
}
