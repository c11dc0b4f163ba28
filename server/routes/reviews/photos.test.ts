import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { variantFile } from '../../uploads/variants';
import { formData } from '../../test/browser';
import { signedInShopper } from '../../test/shoppers';
import { stockShelves } from '../../test/stock';
import { TEST_DIALECTS, testShop } from '../../test/testShop';

const GOOD = { title: 'As in the picture', comment: 'Here is how it looks at home.', rating: 5 };

/** A file as the browser sends it. */
const file = (bytes: Buffer | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/** A phone's JPEG: 1600x1200 with the camera's make and GPS position in its EXIF. */
const phonePhoto = async () => {
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Symphony', Model: 'Z60' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .toBuffer();
  return { bytes, file: file(bytes, 'IMG_2041.jpg', 'image/jpeg') };
};
const png = async () =>
  file(
    await sharp({ create: { width: 300, height: 500, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer(),
    'screenshot.png',
    'image/png',
  );

describe.each(TEST_DIALECTS)('review photos on %s', (dialect) => {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'haat-review-photos-'));
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));
  const shop = testShop(dialect, { stock: stockShelves, config: { storageDir } });
  const reviewFiles = (productId: number) =>
    existsSync(path.join(storageDir, `review/${productId}`))
      ? readdirSync(path.join(storageDir, `review/${productId}`))
      : [];
  const reviews = async () => shop.database.db.selectFrom('reviews').select('id').execute();

  async function post(fields: Record<string, string | number | File | File[]>, productId = shop.stock.panjabi) {
    const { browser } = await signedInShopper(shop);
    return browser.request({ method: 'POST', url: `/api/product/${productId}/review`, ...(await formData(fields)) });
  }

  it.each([
    [
      'a text file named .jpg',
      [file('Not a picture, just my notes.\n', 'photo.jpg', 'image/jpeg')],
      'Photo 1 is not a JPEG, PNG or WebP picture.',
    ],
    [
      'a GIF',
      [file(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'smile.gif', 'image/gif')],
      'Photo 1 is not a JPEG, PNG or WebP picture.',
    ],
    [
      'a 3 MB photo',
      [
        file(
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024, 7)]),
          'big.jpg',
          'image/jpeg',
        ),
      ],
      'A photo is larger than 2 MB.',
    ],
    [
      'a JPEG cut short',
      [file(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'broken.jpg', 'image/jpeg')],
      'Photo 1 could not be read as a picture.',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_case, photos, message) => {
    const answer = await post({ ...GOOD, photos });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message, error_message: message, errors: { photos: [message] } });
    expect(await reviews()).toEqual([]);
    expect(reviewFiles(shop.stock.panjabi)).toEqual([]);
  });

  it('refuses a fifth photo', async () => {
    const five = await Promise.all(Array.from({ length: 5 }, png));
    const answer = await post({ ...GOOD, photos: five });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ photos: ['You can add at most 4 photos.'] });
    expect(reviewFiles(shop.stock.panjabi)).toEqual([]);
  });

  it("stores up to four photos as small and large WebP, without the camera's EXIF", async () => {
    const original = await phonePhoto();
    expect((await sharp(original.bytes).metadata()).exif).toBeDefined();
    const answer = await post({ ...GOOD, photos: [original.file, await png()] }, shop.stock.saree);
    expect(answer.statusCode).toBe(200);
    const { photos } = answer.json().data.review;
    expect(photos).toEqual([
      {
        small: expect.stringMatching(/^review\/\d+\/[0-9a-f-]{36}-small\.webp$/),
        large: expect.stringMatching(/-large\.webp$/),
      },
      { small: expect.stringMatching(/-small\.webp$/), large: expect.stringMatching(/-large\.webp$/) },
    ]);
    const metadata = (file: string) => sharp(path.join(storageDir, file)).metadata();
    expect(await metadata(photos[0].small)).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect(await metadata(photos[0].large)).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(await metadata(photos[1].large)).toMatchObject({ width: 300, height: 500 });
    for (const file of [photos[0].small, photos[0].large]) {
      const stored = await metadata(file);
      expect([stored.exif, stored.xmp, stored.icc]).toEqual([undefined, undefined, undefined]);
    }
    const served = await shop.app.inject({ url: `/storage/${photos[0].large}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('Symphony'))).toBe(false);
    expect(reviewFiles(shop.stock.saree)).toHaveLength(16);
  });

  it("stores the small photo's AVIF and WebP copies with it, before any request for them", async () => {
    const answer = await post({ ...GOOD, photos: [(await phonePhoto()).file] }, shop.stock.panjabi);
    const [{ small }] = answer.json().data.review.photos;
    const copy = async (width: number, format: 'avif' | 'webp') => {
      const {
        width: drawn,
        height,
        format: stored,
      } = await sharp(path.join(storageDir, variantFile(small, width, format))).metadata();
      return [drawn, height, stored];
    };
    expect(await copy(64, 'avif')).toEqual([64, 64, 'heif']);
    expect(await copy(128, 'webp')).toEqual([128, 128, 'webp']);
    // The list draws it at 80 px: its srcset offers 240w, which holds the 160 px photo.
    expect(await copy(240, 'avif')).toEqual([160, 160, 'heif']);
    expect(reviewFiles(shop.stock.panjabi).sort()).toEqual(
      [
        ...['64w.avif', '64w.webp', '128w.avif', '128w.webp', '240w.avif', '240w.webp'].map((copy) =>
          path.basename(small).replace('.webp', `-${copy}`),
        ),
        path.basename(small),
        path.basename(small).replace('-small', '-large'),
      ].sort(),
    );
  });
});
