import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseVariant, VARIANT_FORMATS, variantUrl, type VariantFormat } from '../../shared/catalog/imageSources';
import { MAX_IMAGE_PIXELS } from './images';

/**
 * The AVIF and WebP copies of stored pictures (naming in shared/catalog/imageSources.ts), made when
 * the picture is stored (encodeVariants: the seed and uploads, in the widths its kind is drawn at,
 * pictureKinds.ts) and kept beside the original. A copy still missing when asked for (a picture
 * stored before copies were made with it, a width a page started using since) is made on that
 * request (ensureVariant). Only the listed widths exist, so a client cannot make the server store
 * more than a few copies per picture.
 */
const ORIGINAL_EXTENSIONS = ['.webp', '.png', '.jpg', '.jpeg'];
/**
 * The lowest encoding efforts: each step up costs a copy far more CPU time for a few per cent fewer
 * bytes.
 */
export const ENCODING = { avif: { quality: 50, effort: 1 }, webp: { quality: 75, effort: 2 } } as const;
const encode = (image: sharp.Sharp, format: VariantFormat) =>
  format === 'avif' ? image.avif(ENCODING.avif) : image.webp(ENCODING.webp);

/** A picture decoded once, so that each copy only resizes and encodes. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export async function decodePixels(input: Buffer | string): Promise<Pixels> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A copy's path relative to the storage dir: product/1/main-1.webp -> product/1/main-1-240w.avif. */
export const variantFile = (file: string, width: number, format: VariantFormat) =>
  variantUrl(`/storage/${file}`, width, format).slice('/storage/'.length);

/**
 * The AVIF and WebP copies of the picture stored at `file` (relative to the storage dir) in each of
 * `widths`, by path. A copy is never wider than the picture: a listed width past the picture's own
 * holds the picture at its own width (what a request for it would make), encoded once for all
 * such names.
 */
export async function encodeVariants(
  file: string,
  picture: Pixels,
  widths: readonly number[],
  formats: readonly VariantFormat[] = VARIANT_FORMATS,
): Promise<Record<string, Buffer>> {
  const byWidth = new Map<number, number[]>();
  for (const width of widths) {
    const drawn = Math.min(width, picture.width);
    byWidth.set(drawn, [...(byWidth.get(drawn) ?? []), width]);
  }
  const raw = { raw: { width: picture.width, height: picture.height, channels: picture.channels } };
  const encoded = await Promise.all(
    [...byWidth].flatMap(([drawn, names]) =>
      formats.map(async (format) => {
        const image = sharp(picture.data, raw);
        const data = await encode(drawn === picture.width ? image : image.resize({ width: drawn }), format).toBuffer();
        return names.map((width) => [variantFile(file, width, format), data] as const);
      }),
    ),
  );
  return Object.fromEntries(encoded.flat());
}

/**
 * Writes files under the storage dir, replacing any of the same name, each under a temporary name first so a
 * half-written file is never served.
 */
export async function replaceStorage(storageDir: string, files: Record<string, Buffer>): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([file, data]) => {
      const target = path.join(storageDir, file);
      // Unique per write: two writes of one file in one process (a copy drawn alone and with its
      // picture) must not share a temporary file.
      const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.part`;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(partial, data);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    }),
  );
}

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
    pending = makeVariant(root, path.relative(root, original), variant.width, variant.format).finally(() =>
      making.delete(target),
    );
    making.set(target, pending);
  }
  return pending;
}

async function makeVariant(root: string, original: string, width: number, format: VariantFormat): Promise<boolean> {
  try {
    const pixels = await decodePixels(path.join(root, original));
    const copies = await encodeVariants(original, pixels, [width], [format]);
    const name = variantFile(original, width, format);
    await replaceStorage(root, { [name]: copies[name] });
    return true;
  } catch {
    return false;
  }
}
