import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Review, ReviewPhoto, ReviewSummary } from '../../shared/api/reviewsContract';
import { checkFormTexts, type FieldTexts } from '../../shared/validation/fieldErrors';
import type { FieldMessage } from '../../shared/validation/shopText';
import { PHOTO_MESSAGES, REVIEW_LIMITS, reviewSchema } from '../../shared/validation/reviewSchema';
import { productExists } from '../catalog/productDetail';
import type { DB } from '../db/schema';
import { NotFound, Refused } from '../lib/domainErrors';
import { checkImageUpload, removeStorage, writeStorage } from '../uploads/images';
import { reviewPhotoFiles } from './photoFiles';
import { inEnglish, serverText } from '../lib/serverText';
import { findReview, PRODUCT_NOT_FOUND, reviewSummary } from './reviewQueries';

export const REVIEW_ADDED_TEXT = serverText('server.reviewAdded');
const ALREADY_REVIEWED_TEXT = serverText('server.alreadyReviewed');
/** In English, as the English catalogue has them. */
export const REVIEW_ADDED = inEnglish(REVIEW_ADDED_TEXT);
export const ALREADY_REVIEWED = inEnglish(ALREADY_REVIEWED_TEXT);

export interface ReviewPost {
  customerId: number;
  productId: number;
  /** title, comment and rating as the form sent them. */
  fields: unknown;
  /** The uploaded photos (Buffers when they are files). */
  photos: unknown[];
  /** Where the photos are written (served at /storage/). */
  storageDir: string;
}

const photoName = (index: number) => serverText('server.photoName', { number: index + 1 });

/** Field messages of the photos' cheap checks (count, size, kind by content), with the bytes of those that pass. */
function checkPhotos(photos: unknown[]): { bytes: Buffer[]; errors: FieldMessage[] } {
  if (photos.length > REVIEW_LIMITS.photos) return { bytes: [], errors: [PHOTO_MESSAGES.tooMany] };
  const bytes: Buffer[] = [];
  const errors: FieldMessage[] = [];
  photos.forEach((photo, index) => {
    try {
      bytes.push(
        checkImageUpload(photo, { name: photoName(index), field: 'photos', maxBytes: REVIEW_LIMITS.photoBytes }),
      );
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      errors.push(error.text);
    }
  });
  return { bytes, errors };
}

const alreadyReviewed = async (db: Kysely<DB>, customerId: number, productId: number) =>
  Boolean(
    await db
      .selectFrom('reviews')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('product_id', '=', productId)
      .executeTakeFirst(),
  );

/**
 * A customer's review of an active product: the form checked with the island's own schema, the
 * photos checked by content and re-encoded (review/{productId}/{random}-small|large.webp, with the
 * small one's AVIF and WebP copies), then the
 * review and the product's count and star total written in one transaction. Anything refused
 * writes nothing, files included. One review per customer and product: a second is Refused,
 * also when two arrive at once (the unique pair lets one through).
 */
export async function addReview(db: Kysely<DB>, post: ReviewPost): Promise<{ review: Review; summary: ReviewSummary }> {
  const { customerId, productId, storageDir } = post;
  if (!(await productExists(db, productId))) throw new NotFound(PRODUCT_NOT_FOUND);
  if (await alreadyReviewed(db, customerId, productId)) throw new Refused(ALREADY_REVIEWED_TEXT);
  const checked = await checkFormTexts(reviewSchema, post.fields);
  const photos = checkPhotos(post.photos);
  if (!checked.ok || photos.errors.length) {
    const errors: FieldTexts = {
      ...(checked.ok ? {} : checked.errors),
      ...(photos.errors.length ? { photos: photos.errors } : {}),
    };
    throw new Refused(Object.values(errors)[0][0], { fields: errors });
  }

  const files: Record<string, Buffer> = {};
  const stored: ReviewPhoto[] = [];
  // One at a time: a request decodes one picture at once, whatever the number of shoppers' photos.
  for (const [index, bytes] of photos.bytes.entries()) {
    const base = `review/${productId}/${randomUUID()}`;
    const photo = { small: `${base}-small.webp`, large: `${base}-large.webp` };
    Object.assign(files, await reviewPhotoFiles(bytes, photo, { name: photoName(index), field: 'photos' }));
    stored.push(photo);
  }

  const { title, comment, rating } = checked.value;
  await writeStorage(storageDir, files);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('reviews')
        .values({
          product_id: productId,
          customer_id: customerId,
          title,
          comment,
          rating,
          photos: JSON.stringify(stored),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Relative to the row as it is when written: two reviews at once each add their own.
      await trx
        .updateTable('products')
        .set((eb) => ({ reviews_count: eb('reviews_count', '+', 1), rating_total: eb('rating_total', '+', rating) }))
        .where('id', '=', productId)
        .execute();
      return row.id;
    });
  } catch (error) {
    await removeStorage(storageDir, Object.keys(files));
    // A second submit that raced the first: the unique (customer, product) pair refused it.
    if (await alreadyReviewed(db, customerId, productId)) throw new Refused(ALREADY_REVIEWED);
    throw error;
  }
  const [review, summary] = await Promise.all([findReview(db, id), reviewSummary(db, productId)]);
  return { review, summary };
}
