import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { Refused } from '../lib/domainErrors';
import { checkImageUpload, formatBytes, reencodeImage, sniffImage } from './images';

const upload = { name: 'Photo 1', field: 'photos' };
const solid = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims width x height (a decompression bomb's trick): a 1x1 PNG with its IHDR rewritten. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await solid('png', 1, 1));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

async function refusal(promise: Promise<unknown>): Promise<{ message: string; fields?: unknown }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refused);
  return { message: (error as Refused).message, fields: (error as Refused).fields };
}

describe('uploaded pictures', () => {
  it('tells JPEG, PNG and WebP apart by their first bytes, whatever the name says', async () => {
    expect(sniffImage(await solid('jpeg'))).toBe('jpeg');
    expect(sniffImage(await solid('png'))).toBe('png');
    expect(sniffImage(await solid('webp'))).toBe('webp');
    expect(sniffImage(await solid('gif'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses text, a missing file and one over the size limit, naming the upload and its field', async () => {
    const check = (value: unknown, maxBytes = 1000) =>
      refusal(Promise.resolve().then(() => checkImageUpload(value, { ...upload, maxBytes })));
    expect(await check('just text')).toEqual({
      message: 'Photo 1 is not a JPEG, PNG or WebP picture.',
      fields: { photos: ['Photo 1 is not a JPEG, PNG or WebP picture.'] },
    });
    expect((await check(undefined)).message).toBe('Photo 1 is not a JPEG, PNG or WebP picture.');
    expect((await check(await solid('jpeg', 400, 400), 1024)).message).toBe('Photo 1 is larger than 1 KB.');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(1572864)).toBe('1.5 MB');
  });

  it('turns a picture upright by its EXIF orientation before dropping the EXIF', async () => {
    // Stored 40x20 and marked "rotate 90°": a phone held upright.
    const sideways = await sharp(await solid('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { large } = await reencodeImage(sideways, { large: { width: 1200, height: 1200, fit: 'inside' } }, upload);
    const stored = await sharp(large).metadata();
    expect(stored).toMatchObject({ width: 20, height: 40, format: 'webp' });
    expect([stored.orientation, stored.exif]).toEqual([undefined, undefined]);
  });

  it('refuses a picture claiming more than 50 megapixels before decoding it', async () => {
    const bomb = await pngClaiming(10000, 10000);
    expect(sniffImage(bomb)).toBe('png');
    expect(
      (await refusal(reencodeImage(bomb, { small: { width: 160, height: 160, fit: 'cover' } }, upload))).message,
    ).toBe('Photo 1 is too large a picture (at most 50 megapixels).');
  });
});
