import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_VARIANTS } from '../../reviews/addReview';
import { reencodeImage, writeStorage } from '../../uploads/images';
import { Random } from './random';
import type { ReviewPhotoPlan } from './reviews';

/** Table tops and bed sheets a shopper photographs a parcel on. */
const SURFACES = ['#d6c3a5', '#c9b79c', '#e8e2d6', '#b9a38a', '#dfe7ec', '#efe6f2'];

/**
 * The demo reviews' photos: the product's own picture, turned a little on a surface, as a JPEG a
 * phone would send, then through the same re-encoding as a shopper's upload (small and large WebP).
 */
export async function drawReviewPhotos(storageDir: string, plans: ReviewPhotoPlan[]): Promise<number> {
  let drawn = 0;
  for (const plan of plans) {
    const source = path.join(storageDir, plan.source);
    if (!existsSync(source)) continue;
    const random = new Random(plan.seed);
    const background = random.pick(SURFACES);
    const product = await sharp(source).rotate(random.int(-9, 9), { background }).toBuffer();
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
      .composite([{ input: product, gravity: random.pick(['centre', 'north', 'south']) }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const encoded = await reencodeImage(photo, PHOTO_VARIANTS, { name: plan.source, field: 'photos' });
    await writeStorage(storageDir, { [plan.small]: encoded.small, [plan.large]: encoded.large });
    drawn += 1;
  }
  return drawn;
}
