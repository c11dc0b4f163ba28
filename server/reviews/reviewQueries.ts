import { serverText } from '../lib/serverText';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Paged } from '../../shared/api/contract';
import {
  REVIEWS_PER_PAGE,
  type CustomerReview,
  type Review,
  type ReviewPage,
  type ReviewPhoto,
  type ReviewSummary,
} from '../../shared/api/reviewsContract';
import { productExists } from '../catalog/productDetail';
import { loadProducts } from '../catalog/productView';
import type { DB } from '../db/schema';
import { NotFound } from '../lib/domainErrors';
import { averageRating, ratingPercent } from '../catalog/rating';
import type { Language } from '../../shared/i18n/languages';
import { nameIn } from '../catalog/names';

export const PRODUCT_NOT_FOUND = serverText('server.productNotFound');

/** How a reviewer is shown: first name and the last name's initial ("Nusrat J."), never the whole name. */
export function reviewerName(first: string, last: string): string {
  const initial = [...last.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * Whether the review's customer has an order of its product that is not cancelled. Read when the
 * review is shown (the orders_customer and order_items_order indexes serve it), so an order
 * cancelled later takes the mark away.
 */
function verified(eb: ExpressionBuilder<DB & { r: DB['reviews'] }, 'r'>) {
  return eb
    .exists(
      eb
        .selectFrom('orders as o')
        .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
        .select('o.id')
        .whereRef('o.customer_id', '=', 'r.customer_id')
        .whereRef('oi.product_id', '=', 'r.product_id')
        .where('o.status', '!=', 'cancelled'),
    )
    .as('verified');
}

const REVIEW_COLUMNS = ['r.id', 'r.title', 'r.comment', 'r.rating', 'r.photos', 'r.created_at'] as const;

interface ReviewRow {
  id: number;
  title: string;
  comment: string;
  rating: number;
  photos: string;
  created_at: string;
  verified: unknown;
}

function reviewOf(row: ReviewRow): Omit<Review, 'name'> {
  const rating = Number(row.rating);
  return {
    id: row.id,
    title: row.title,
    comment: row.comment,
    rating,
    rating_percent: ratingPercent(rating),
    created_at: row.created_at,
    // SQLite answers 1/0, PostgreSQL true/false.
    verified: Boolean(Number(row.verified)),
    photos: JSON.parse(row.photos) as ReviewPhoto[],
  };
}

const metaOf = (page: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
  per_page: REVIEWS_PER_PAGE,
  total,
});

/** A product's count, average and number of reviews per star, from one grouped read of its reviews. */
export async function reviewSummary(db: Kysely<DB>, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
  const star_counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    star_counts[row.rating as keyof typeof star_counts] = n;
    count += n;
    total += n * row.rating;
  }
  const average = averageRating(total, count);
  return { reviews_count: count, average_rating: average, rating_percent: ratingPercent(average), star_counts };
}

/** One review as the product page lists it (a review just written, for instance). */
export async function findReview(db: Kysely<DB>, id: number): Promise<Review> {
  const row = await db
    .selectFrom('reviews as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select([...REVIEW_COLUMNS, 'c.first_name', 'c.last_name', verified])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...reviewOf(row), name: reviewerName(row.first_name, row.last_name) };
}

/**
 * A page of an active product's reviews, newest first, with its summary; NotFound for an unknown or disabled product.
 */
export async function productReviews(db: Kysely<DB>, productId: number, page: number): Promise<ReviewPage> {
  if (!(await productExists(db, productId))) throw new NotFound(PRODUCT_NOT_FOUND);
  const [summary, rows] = await Promise.all([
    reviewSummary(db, productId),
    db
      .selectFrom('reviews as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .select([...REVIEW_COLUMNS, 'c.first_name', 'c.last_name', verified])
      .where('r.product_id', '=', productId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE)
      .execute(),
  ]);
  return {
    data: rows.map((row) => ({ ...reviewOf(row), name: reviewerName(row.first_name, row.last_name) })),
    meta: metaOf(page, summary.reviews_count),
    summary,
  };
}

/** A page of the customer's own reviews, newest first, each with its product (linked while it is on sale). */
export async function customerReviews(
  db: Kysely<DB>,
  customerId: number,
  page: number,
  language: Language,
): Promise<Paged<CustomerReview>> {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select([...REVIEW_COLUMNS, 'r.product_id', 'p.name as product_name', 'p.name_bn as product_name_bn', verified])
      .where('r.customer_id', '=', customerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  const onSale = new Map(
    (
      await loadProducts(
        db,
        rows.map((r) => r.product_id),
        language,
      )
    ).map((p) => [p.id, p]),
  );
  return {
    data: rows.map((row) => {
      const product = onSale.get(row.product_id);
      return {
        ...reviewOf(row),
        product: {
          id: row.product_id,
          name: nameIn(language, row.product_name, row.product_name_bn),
          url_key: product?.url_key ?? null,
          path: product?.path ?? null,
        },
      };
    }),
    meta: metaOf(page, Number(total)),
  };
}
