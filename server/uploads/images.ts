import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FieldMessage } from '../../shared/validation/shopText';
import { Refused } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';

/**
 * Pictures shoppers upload (review photos today): a Buffer in, checked by its content (never its
 * name or the browser's word), then decoded and written again by sharp, so what the shop stores
 * and serves is always a clean WebP of a known size, without the camera's EXIF (GPS position,
 * device) or anything hidden after the picture. A bad upload is a Refused with a message for the
 * shopper that names the upload and points at its form field.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** How a refusal names the upload ('Photo 2') and which form field it belongs to. */
export interface UploadName {
  name: FieldMessage;
  field: string;
}

/** One stored size: 'cover' crops to exactly width x height, 'inside' fits within it, never enlarged. */
export interface ImageVariant {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** Larger pictures are refused before decoding: a small file can claim a huge size (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = ({ field }: UploadName, message: FieldMessage) =>
  new Refused(message, { fields: { [field]: [message] } });
const notPicture = (upload: UploadName) => refuse(upload, serverText('server.notPicture', { name: upload.name }));

/** The picture format these bytes begin with (JPEG, PNG or WebP signature), or null. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * An uploaded value as the picture's bytes: a file (not a text field), at most maxBytes, starting
 * like a JPEG, PNG or WebP. Cheap checks only; reencodeImage decodes it.
 */
export function checkImageUpload(value: unknown, upload: UploadName & { maxBytes: number }): Buffer {
  if (!Buffer.isBuffer(value) || sniffImage(value) === null) throw notPicture(upload);
  if (value.length > upload.maxBytes)
    throw refuse(upload, serverText('server.imageTooLarge', { name: upload.name, size: formatBytes(upload.maxBytes) }));
  return value;
}

/** 2 MB, 1.5 MB, 500 KB. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The picture decoded and encoded again as WebP in each variant, turned upright by its EXIF
 * orientation first (sharp writes no metadata unless asked, so EXIF, XMP and ICC are dropped).
 * Refused when it does not decode as a picture or is larger than MAX_IMAGE_PIXELS.
 */
export async function reencodeImage<V extends string>(
  bytes: Buffer,
  variants: Record<V, ImageVariant>,
  upload: UploadName,
): Promise<Record<V, Buffer>> {
  const read = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  try {
    const { format } = await read().metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notPicture(upload);
    const encoded = await Promise.all(
      (Object.entries(variants) as [V, ImageVariant][]).map(async ([variant, { width, height, fit }]) => {
        const data = await read()
          .rotate()
          .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        return [variant, data] as const;
      }),
    );
    return Object.fromEntries(encoded) as Record<V, Buffer>;
  } catch (error) {
    if (error instanceof Refused) throw error;
    if (/pixel limit/i.test(String((error as Error).message)))
      throw refuse(
        upload,
        serverText('server.imageTooManyPixels', { name: upload.name, megapixels: MAX_IMAGE_PIXELS / 1e6 }),
      );
    throw refuse(upload, serverText('server.imageUnreadable', { name: upload.name }));
  }
}

/** Writes files under the storage dir (paths relative to it, as /storage/{path} serves them); all or none. */
export async function writeStorage(storageDir: string, files: Record<string, Buffer>): Promise<void> {
  const written: string[] = [];
  try {
    for (const [file, data] of Object.entries(files)) {
      const target = path.join(storageDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { flag: 'wx' });
      written.push(file);
    }
  } catch (error) {
    await removeStorage(storageDir, written);
    throw error;
  }
}

/** Removes stored files (an upload whose record was not saved); a file already gone is fine. */
export async function removeStorage(storageDir: string, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(path.join(storageDir, file), { force: true })));
}
