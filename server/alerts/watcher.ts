import type { Kysely } from 'kysely';
import { isLanguage, LANGUAGES, DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import type { DB } from '../db/schema';
import { nameIn, variantNameIn } from '../catalog/names';
import { formatPoisha } from '../lib/money';
import { queueShopperNews } from '../notifications/outbox';
import { itemKey, pricesNow } from './prices';
import { expireAlerts } from './requests';
import { soldOutOf } from '../stock/soldOut';

/** Open requests read per step of a pass. */
const PAGE = 500;

interface Shop {
  publicUrl: string;
  currency: string;
}

type OpenRequest = {
  id: number;
  kind: 'stock' | 'price';
  product_id: number;
  variant_id: number;
  phone: string;
  language: string;
  asked_price: number | null;
};

/**
 * One pass over the open requests: those past 90 days expire; a back-in-stock request whose
 * product (and variant) is on sale and no longer out of stock, and a price request whose price now
 * (pricing.ts, a campaign or special price included) is below the price when asked, owe their one
 * SMS. Each is taken by one process only (done_at set where it was still open, in the transaction
 * that queues its SMS, keyed alert-<id> in the outbox), so two processes never queue it twice.
 * Answers how many SMS were queued.
 */
export async function watchAlerts(db: Kysely<DB>, shop: Shop, now = new Date()): Promise<number> {
  await expireAlerts(db, now);
  let queued = 0;
  let after = 0;
  for (;;) {
    const open: OpenRequest[] = await db
      .selectFrom('alert_requests')
      .select(['id', 'kind', 'product_id', 'variant_id', 'phone', 'language', 'asked_price'])
      .where('done_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (open.length === 0) return queued;
    after = open[open.length - 1].id;
    const items = open.map((r) => ({ productId: r.product_id, variantId: Number(r.variant_id) }));
    const prices = await pricesNow(db, items, now);
    const productIds = [...new Set(open.filter((r) => r.kind === 'stock').map((r) => r.product_id))];
    const soldOut = await soldOutOf(db, productIds);
    for (const request of open) {
      const item = items[open.indexOf(request)];
      const price = prices.get(itemKey(item));
      if (price === undefined) continue;
      const out = soldOut.get(request.product_id);
      const due =
        request.kind === 'stock'
          ? !out?.product && !out?.variants.includes(item.variantId)
          : request.asked_price !== null && price < Number(request.asked_price);
      if (due && (await sendOnce(db, shop, request, price, now))) queued += 1;
    }
  }
}

/** Marks the request done and queues its SMS, in one transaction; false when another process took it first. */
async function sendOnce(db: Kysely<DB>, shop: Shop, request: OpenRequest, price: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('alert_requests')
      .set({ done_at: now.toISOString(), outcome: 'sent' })
      .where('id', '=', request.id)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return false;
    const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
    const product = await trx
      .selectFrom('products as p')
      .leftJoin('product_variants as v', (join) => join.on('v.id', '=', request.variant_id))
      .select(['p.name', 'p.name_bn', 'p.url_key', 'v.name as variant_name'])
      .where('p.id', '=', request.product_id)
      .executeTakeFirstOrThrow();
    const name = product.variant_name
      ? variantNameIn(language, product.variant_name, product.name, product.name_bn)
      : nameIn(language, product.name, product.name_bn);
    await queueShopperNews(trx, {
      key: `alert-${request.id}`,
      phone: request.phone,
      kind: request.kind === 'stock' ? 'back-in-stock' : 'price-drop',
      params: {
        language,
        name,
        price: formatPoisha(price, shop.currency, LANGUAGES[language].locale),
        link: `${shop.publicUrl}/products/${encodeURIComponent(product.url_key)}`,
      },
      // Sent from the moment it is queued, whatever moment the pass judged the request at.
      at: new Date(),
    });
    return true;
  });
}
