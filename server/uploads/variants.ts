import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseVariant, type VariantFormat } from '../../shared/catalog/imageSources';
import { MAX_IMAGE_PIXELS } from './images';

/**
 * The AVIF and WebP copies of stored pictures (naming in shared/catalog/imageSources.ts), made on
 * their first request and kept beside the original: seeding and uploads stay as fast as before,
 * and a copy nobody asks for is never made. Only the listed widths exist, so a client cannot make
 * the server store more than a few copies per picture.
 */
const ORIGINAL_EXTENSIONS = ['.webp', '.png', '.jpg', '.jpeg'];
/** AVIF at effort 2 encodes a 430 px picture in about 50 ms; higher efforts save little on these pictures. */
const ENCODE: Record<VariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
};

const making = new Map<string, Promise<boolean>>();

/**
 * Makes the copy at `file` (relative to storageDir) when it is a copy's name whose original exists
 * and the copy does not yet; true when the copy is there afterwards. Safe to call for any path:
 * one outside storageDir, or not a copy's name, is left alone (false).
 */
export function ensureVariant(storageDir: string, file: string): Promise<boolean> {
  const root = path.resolve(storageDir);
  const target = path.resolve(root, file);
  const variant = parseVariant(target);
  if (!variant || !target.startsWith(root + path.sep)) return Promise.resolve(false);
  if (existsSync(target)) return Promise.resolve(true);
  const original = ORIGINAL_EXTENSIONS.map((ext) => variant.original + ext).find((candidate) => existsSync(candidate));
  if (!original) return Promise.resolve(false);
  let pending = making.get(target);
  if (!pending) {
    pending = writeVariant(original, target, variant.width, variant.format).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}

/** Written under a temporary name and renamed, so a half-written copy is never served. */
async function writeVariant(original: string, target: string, width: number, format: VariantFormat): Promise<boolean> {
  const partial = `${target}.${process.pid}.part`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    const resized = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true });
    await ENCODE[format](resized).toFile(partial);
    await rename(partial, target);
    return true;
  } catch {
    await rm(partial, { force: true });
    return false;
  }
}
