import sharp from 'sharp';
import { copyWidths } from './pictureKinds';
import { decodePixels, encodeVariants, variantFile } from './variants';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .webp()
    .toBuffer();

describe("a stored picture's copies", () => {
  it('are named after the picture, one per width and format', async () => {
    const copies = await encodeVariants(
      'product/7/main-1.webp',
      await decodePixels(await picture(430, 510)),
      [64, 240],
    );
    expect(Object.keys(copies).sort()).toEqual([
      'product/7/main-1-240w.avif',
      'product/7/main-1-240w.webp',
      'product/7/main-1-64w.avif',
      'product/7/main-1-64w.webp',
    ]);
    expect(await sharp(copies['product/7/main-1-240w.avif']).metadata()).toMatchObject({
      width: 240,
      height: 285,
      format: 'heif',
    });
    expect(await sharp(copies['product/7/main-1-64w.webp']).metadata()).toMatchObject({
      width: 64,
      height: 76,
      format: 'webp',
    });
  });

  it('are never wider than the picture: a larger width holds the picture at its own width', async () => {
    const copies = await encodeVariants(
      'defaults/thumb.png',
      await decodePixels(await picture(80, 80)),
      [64, 128, 240],
    );
    expect(variantFile('defaults/thumb.png', 128, 'avif')).toBe('defaults/thumb-128w.avif');
    expect(await sharp(copies['defaults/thumb-128w.avif']).metadata()).toMatchObject({ width: 80, height: 80 });
    expect(copies['defaults/thumb-240w.webp'].equals(copies['defaults/thumb-128w.webp'])).toBe(true);
    expect((await sharp(copies['defaults/thumb-64w.webp']).metadata()).width).toBe(64);
  });

  it('follow the widths each kind of picture is drawn at, as a srcset names them', () => {
    expect(copyWidths('product')).toEqual([64, 128, 240, 430, 860]);
    expect(copyWidths('productGallery')).toEqual([240, 430, 860]);
    expect(copyWidths('productThumbnail')).toEqual([64, 128, 240]);
    expect(copyWidths('campaign')).toEqual([640, 1200]);
  });
});
