import { inEnglishAll, serverText } from '../lib/serverText';
import type { Kysely } from 'kysely';
import type { CompareProduct, PriceView, Product, WishlistEntry } from '../../shared/api/contract';
import { loadProducts } from '../catalog/productView';
import type { DB } from '../db/schema';
import { toPoisha, type MoneyFormat } from '../lib/money';
import { NotFound } from '../lib/domainErrors';
import type { Language } from '../../shared/i18n/languages';

/** The wishlist and the compare list of a customer: one product per row, kept in the database. */
export type SavedList = 'wishlist_items' | 'compare_items';

export const LIST_TEXTS = {
  notAvailable: serverText('server.productNotAvailable'),
  wishlistAdded: serverText('server.wishlistAdded'),
  wishlistPresent: serverText('server.wishlistPresent'),
  wishlistRemoved: serverText('server.wishlistRemoved'),
  wishlistMissing: serverText('server.wishlistMissing'),
  compareAdded: serverText('server.compareAdded'),
  comparePresent: serverText('server.comparePresent'),
  compareRemoved: serverText('server.compareRemoved'),
  compareMissing: serverText('server.compareMissing'),
};
/** The same in English, word for word as the English catalogue has them. */
export const LIST_MESSAGES = inEnglishAll(LIST_TEXTS);

function prices(product: Product, money: MoneyFormat): { regular: PriceView; final: PriceView } {
  const final = product.final_price ?? product.price;
  return {
    regular: { price: product.price, formatted_price: money(toPoisha(product.price)) },
    final: { price: final, formatted_price: money(toPoisha(final)) },
  };
}

/** A list takes only a product on sale: any other is NotFound. */
export async function requireOnSale(db: Kysely<DB>, productId: number): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFound(LIST_TEXTS.notAvailable);
}

/**
 * Adds a product to the list: the new entry's id, or null when the product is already there. An
 * unknown or disabled product is NotFound.
 */
export async function addToList(
  db: Kysely<DB>,
  list: SavedList,
  customerId: number,
  productId: number,
): Promise<number | null> {
  await requireOnSale(db, productId);
  const entry = () =>
    db
      .selectFrom(list)
      .select('id')
      .where('customer_id', '=', customerId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
  if (await entry()) return null;
  try {
    const { id } = await db
      .insertInto(list)
      .values({ customer_id: customerId, product_id: productId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    // A double click: the unique (customer, product) pair let only one through.
    if (await entry()) return null;
    throw error;
  }
}

/** Rows of the customer's list, oldest first. */
export async function listRows(db: Kysely<DB>, list: SavedList, customerId: number) {
  return db.selectFrom(list).select(['id', 'product_id']).where('customer_id', '=', customerId).orderBy('id').execute();
}

/**
 * How many entries of the customer's list the list shows (wishlistEntries, compareProducts: a
 * disabled or deleted product drops out), counted without loading the products.
 */
export async function countSaved(db: Kysely<DB>, list: SavedList, customerId: number): Promise<number> {
  const { entries } = await db
    // Both lists' tables have the same columns: typed as one, which Kysely's joins need.
    .selectFrom(`${list as 'wishlist_items'} as s`)
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select((eb) => eb.fn.countAll<number | string>().as('entries'))
    .where('s.customer_id', '=', customerId)
    .where('p.status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(entries);
}

/** Wishlist entries whose product is still on sale (a disabled product drops out of the list). */
export async function wishlistEntries(
  db: Kysely<DB>,
  customerId: number,
  money: MoneyFormat,
  language: Language,
  only?: number,
): Promise<WishlistEntry[]> {
  const rows = (await listRows(db, 'wishlist_items', customerId)).filter((r) => only === undefined || r.id === only);
  const products = new Map(
    (
      await loadProducts(
        db,
        rows.map((r) => r.product_id),
        language,
      )
    ).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const p = products.get(row.product_id);
    if (!p) return [];
    return [
      {
        id: row.id,
        product: {
          id: p.id,
          name: p.name,
          url_key: p.url_key,
          type: p.type,
          has_campaign: p.has_campaign,
          final_price: p.final_price,
          reviews_count: p.reviews_count,
          average_rating: p.average_rating,
          base_image: p.path,
          prices: prices(p, money),
          ...(p.sold_out && { sold_out: p.sold_out }),
        },
      },
    ];
  });
}

/** The compare table's products, in the order of the ids; unknown or disabled ids are dropped. */
export async function compareProducts(
  db: Kysely<DB>,
  ids: number[],
  money: MoneyFormat,
  language: Language,
): Promise<CompareProduct[]> {
  const products = await loadProducts(db, ids, language);
  if (products.length === 0) return [];
  const descriptions = await db
    .selectFrom('products')
    .select(['id', 'description'])
    .where(
      'id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    sku: p.sku,
    url_key: p.url_key,
    type: p.type,
    description: descriptions.find((d) => d.id === p.id)?.description ?? null,
    base_image: p.path,
    prices: prices(p, money),
    has_campaign: p.has_campaign,
    final_price: p.final_price,
    reviews_count: p.reviews_count,
    average_rating: p.average_rating,
    ...(p.sold_out && { sold_out: p.sold_out }),
  }));
}
