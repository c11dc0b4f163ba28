import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { reviewPhotoFiles } from '../../reviews/photoFiles';
import { replaceStorage } from '../../uploads/variants';
import { Random } from './random';
import type { ReviewPhotoPlan } from './reviews';

/** Table tops and bed sheets a shopper photographs a parcel on. */
const SURFACES = ['#d6c3a5', '#c9b79c', '#e8e2d6', '#b9a38a', '#dfe7ec', '#efe6f2'];

/**
 * The demo reviews' photos: the product's own picture lying on a surface, as a JPEG a phone would
 * send, then through the same re-encoding as a shopper's upload (small and large WebP, the small
 * one's copies). Kept cheap (no rotation: it tripled a photo's cost), since every browser test
 * seeds a fresh shop.
 */
export async function drawReviewPhotos(storageDir: string, plans: ReviewPhotoPlan[]): Promise<number> {
  let drawn = 0;
  for (const plan of plans) {
    const source = path.join(storageDir, plan.source);
    if (!existsSync(source)) continue;
    const random = new Random(plan.seed);
    const background = random.pick(SURFACES);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
      .composite([{ input: source, top: random.int(0, 90), left: random.int(0, 170) }])
      .jpeg({ quality: 85 })
      .toBuffer();
    await replaceStorage(storageDir, await reviewPhotoFiles(photo, plan, { name: plan.source, field: 'photos' }));
    drawn += 1;
  }
  return drawn;
}
