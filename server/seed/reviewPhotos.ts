import path from 'node:path';
import sharp from 'sharp';
import { reviewPhotoFiles } from '../reviews/photoFiles';
import { replaceStorage } from '../uploads/variants';
import { Random } from './random';
import type { ReviewPhotoPlan } from './reviews';

/** Table tops and bed sheets a shopper photographs a parcel on. */
const SURFACES = ['#d6c3a5', '#c9b79c', '#e8e2d6', '#b9a38a', '#dfe7ec', '#efe6f2'];

/**
 * A demo review's photo: the product's own picture (already stored) lying on a surface, as a JPEG
 * a phone would send, then through the same re-encoding as a shopper's upload (small and large
 * WebP, the small one's copies). The small photo is written last, so its presence says the photo
 * is whole. Kept cheap (no rotation: it tripled a photo's cost).
 */
export async function drawReviewPhoto(storageDir: string, plan: ReviewPhotoPlan): Promise<void> {
  const random = new Random(plan.seed);
  const background = random.pick(SURFACES);
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
    .composite([{ input: path.join(storageDir, plan.source), top: random.int(0, 90), left: random.int(0, 170) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const files = await reviewPhotoFiles(photo, plan, { name: plan.source, field: 'photos' });
  const { [plan.small]: small, ...others } = files;
  await replaceStorage(storageDir, others);
  await replaceStorage(storageDir, { [plan.small]: small });
}
