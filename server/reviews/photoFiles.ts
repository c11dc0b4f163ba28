import type { ReviewPhoto } from '../../shared/api/reviewsContract';
import { reencodeImage, type ImageVariant, type UploadName } from '../uploads/images';
import { copyWidths } from '../uploads/pictureKinds';
import { decodePixels, encodeVariants } from '../uploads/variants';

/** The sizes a review photo is kept in: a square for the list, the whole picture for the dialog. */
export const PHOTO_VARIANTS: Record<keyof ReviewPhoto, ImageVariant> = {
  small: { width: 160, height: 160, fit: 'cover' },
  large: { width: 1200, height: 1200, fit: 'inside' },
};

/**
 * Every file of one review photo, by path: the uploaded bytes re-encoded as the small and large
 * WebP (refused when they are no picture), and the small one's AVIF and WebP copies that the
 * review list's srcset names, made now so no shopper waits for them. Nothing is written yet: the
 * caller writes them all or none.
 */
export async function reviewPhotoFiles(
  bytes: Buffer,
  photo: ReviewPhoto,
  upload: UploadName,
): Promise<Record<string, Buffer>> {
  const encoded = await reencodeImage(bytes, PHOTO_VARIANTS, upload);
  const copies = await encodeVariants(photo.small, await decodePixels(encoded.small), copyWidths('reviewPhoto'));
  return { [photo.small]: encoded.small, [photo.large]: encoded.large, ...copies };
}
