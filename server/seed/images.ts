import sharp from 'sharp';
import { thumbnailPath } from '../catalog/productView';
import { copyWidths, type PictureKind } from '../uploads/pictureKinds';
import type { VariantFormat } from '../../shared/catalog/imageSources';
import { decodePixels, encodeVariants, replaceStorage, variantFile } from '../uploads/variants';
import { cachedPictures } from './pictureCache';
import { PICTOGRAMS } from './pictograms';

/**
 * The demo shop's pictures (SVG through sharp, no network), drawn by the seed or, once the shop
 * serves, from what the seed recorded (seedPictures.ts), under the storage dir that the server
 * serves at /storage/{path}:
 *   product/{id}/main-{n}.webp       430x510, the path stored in product_images.path
 *   product/{id}/thumb-{n}.webp      80x80 thumbnail: same folder, "main-" replaced by "thumb-";
 *                                    its copies drawn at their own widths, up to 240 (2x screens)
 *   product/pool/{department}-{colour}/main-{n}.webp (+ thumb-) shared pictures of large seeds
 *   category/{slug}.webp 128x128, brand/{slug}.webp 240x120, campaign/{slug}.webp 1200x400
 *   defaults/category.png 128x128, defaults/product.png 430x510 (+ defaults/thumb-product.png)
 * each with the AVIF and WebP copies its srcset names (main-1-240w.avif ...), but brand logos,
 * which no page draws through a srcset.
 */
export interface Art {
  path: string;
  /** The pictogram (pictograms.ts): a department's or a kind of product's. */
  icon: string;
  /** Background colour (#rrggbb). */
  colour: string;
  brand: string;
  title: string;
  /** 1: the product on its colour; 2: a lighter detail view. */
  layout: 1 | 2;
  /** The product's first picture, which cards and lists show; the others only the gallery does. */
  base: boolean;
}

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** The colour mixed toward black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c + (target - c) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const isLight = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
};

/** Breaks a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = last + ' ' + word;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

const pictogram = (icon: string, x: number, y: number, scale: number, colour: string, opacity = 0.92) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}" color="${colour}" ` +
  `fill-opacity="${opacity}">${PICTOGRAMS[icon] ?? PICTOGRAMS.shop}</g>`;

/** The 430x510 picture; `viewBox` crops it (the thumbnail takes the middle square). */
function productSvg(art: Art, width = 430, height = 510, viewBox = '0 0 430 510'): string {
  const light = art.layout === 2 ? true : isLight(art.colour);
  const ink = light ? '#1f2937' : '#ffffff';
  const background =
    art.layout === 1
      ? `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" ` +
        `stop-color="${shade(art.colour, 0.15)}"/><stop offset="1" stop-color="${shade(art.colour, -0.35)}"/>` +
        `</linearGradient>`
      : `<radialGradient id="g" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" ` +
        `stop-color="${shade(art.colour, 0.7)}"/></radialGradient>`;
  const figure =
    art.layout === 1
      ? `<circle cx="215" cy="215" r="130" fill="#fff" ` +
        `fill-opacity=".14"/>${pictogram(art.icon, 125, 125, 0.9, light ? '#1f2937' : '#ffffff')}`
      : `<circle cx="215" cy="225" r="150" fill="${art.colour}" ` +
        `fill-opacity=".16"/>${pictogram(art.icon, 95, 105, 1.2, art.colour === '#f5f5f5' ? '#9e9e9e' : art.colour)}`;
  const title = wrap(art.title, 22)
    .map(
      (line, i) =>
        `<text x="215" y="${art.layout === 1 ? 436 + i * 30 : 446 + i * 26}" text-anchor="middle">${esc(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" ` +
    `preserveAspectRatio="xMidYMid slice">` +
    `<defs>${background}</defs><rect width="430" height="510" fill="url(#g)"/>${figure}` +
    // The brand sits above the name, clear of the badges and buttons cards lay over the corners.
    (art.brand
      ? `<text x="215" y="${art.layout === 1 ? 398 : 414}" text-anchor="middle" font-family="DejaVu Sans" ` +
        `font-size="17" font-weight="bold" letter-spacing="3" fill="${ink}" ` +
        `fill-opacity=".8">${esc(art.brand.toUpperCase())}</text>`
      : '') +
    `<g font-family="DejaVu Sans" font-size="${art.layout === 1 ? 27 : 22}" font-weight="bold" ` +
    `fill="${ink}">${title}</g></svg>`
  );
}

/**
 * A picture as the seed draws it: its SVG, the copies of its kind, PNG or WebP. The SVG is drawn
 * at its own size and the copies are made from those pixels; `width` makes the stored file itself
 * narrower (the thumbnail: an 80 px file whose 2x copies are drawn at 240 px, never enlarged).
 */
export interface Drawing {
  file: string;
  svg: string;
  kind: PictureKind | null;
  format?: 'webp' | 'png';
  width?: number;
}

export interface DrawOptions {
  /** When another process is drawing the picture at the moment: wait for it, or leave it (false). */
  busy?: 'wait' | 'skip';
  /** Waiting, how long at most before drawing it anyway (pictureCache.ts). */
  waitMs?: number;
  /** The picture cache's folder (pictureCache.ts); its default when absent. */
  cacheDir?: string;
}

/**
 * Draws the picture and stores it with the AVIF and WebP copies its kind is drawn at, or the same
 * files from an earlier seed (pictureCache.ts). The copies are written first and the picture
 * last, so a stored picture always has its copies. False when `busy: 'skip'` left it.
 */
export async function drawPicture(
  storageDir: string,
  drawing: Drawing,
  { busy = 'wait', waitMs, cacheDir }: DrawOptions = {},
): Promise<boolean> {
  const { file, svg, kind, format = 'webp', width } = drawing;
  const widths = kind ? copyWidths(kind) : [];
  // A narrower file is another picture; the others keep the key they were cached under.
  const files = await cachedPictures(
    [file, svg, format, widths, ...(width ? [width] : [])],
    async () => {
      const pixels = await decodePixels(Buffer.from(svg));
      let image = sharp(pixels.data, {
        raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
      });
      if (width) image = image.resize({ width });
      const [original, copies] = await Promise.all([
        (format === 'png'
          ? image.png({ compressionLevel: 9, palette: true })
          : image.webp({ quality: 80, effort: 0 })
        ).toBuffer(),
        encodeVariants(file, pixels, widths),
      ]);
      return { ...copies, [file]: original };
    },
    { busy, waitMs, dir: cacheDir },
  );
  if (!files) return false;
  const { [file]: original, ...copies } = files;
  await replaceStorage(storageDir, copies);
  await replaceStorage(storageDir, { [file]: original });
  return true;
}

/**
 * Draws one AVIF or WebP copy of the picture (one of its kind's widths; false for another): what a
 * page asked for before the picture was drawn, without encoding every other copy it has. The same
 * bytes as that copy in drawPicture (the same pixels and encoder), cached apart.
 */
export async function drawPictureCopy(
  storageDir: string,
  drawing: Drawing,
  copy: { width: number; format: VariantFormat },
  { busy = 'wait', waitMs, cacheDir }: DrawOptions = {},
): Promise<boolean> {
  if (!drawing.kind || !copyWidths(drawing.kind).includes(copy.width)) return false;
  const name = variantFile(drawing.file, copy.width, copy.format);
  const files = await cachedPictures(
    [name, drawing.svg],
    async () => encodeVariants(drawing.file, await decodePixels(Buffer.from(drawing.svg)), [copy.width], [copy.format]),
    { busy, waitMs, dir: cacheDir },
  );
  if (!files) return false;
  await replaceStorage(storageDir, files);
  return true;
}

/** A product's picture at 430x510, with its brand and title. */
export const productDrawing = (art: Art): Drawing => ({
  file: art.path,
  svg: productSvg(art),
  kind: art.base ? 'product' : 'productGallery',
});

/**
 * The gallery's 80x80 thumbnail of a product's picture: the middle square, without words
 * (unreadable at that size), drawn at its widest copy so a 2x screen gets the width it asks for.
 */
export function thumbnailDrawing(art: Art, file = thumbnailPath(art.path)): Drawing {
  const widest = Math.max(...copyWidths('productThumbnail'));
  return {
    file,
    svg: productSvg({ ...art, brand: '', title: '' }, widest, widest, '0 40 430 430'),
    kind: 'productThumbnail',
    width: 80,
  };
}

export const categoryLogo = (file: string, department: string, colour: string): Drawing => ({
  file,
  svg:
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200">` +
    `<circle cx="100" cy="100" r="100" ` +
    `fill="${shade(colour, 0.8)}"/>${pictogram(department, 40, 40, 0.6, colour, 1)}</svg>`,
  kind: 'category',
});

export function brandLogo(file: string, name: string, colour: string): Drawing {
  const size = name.length > 12 ? 22 : 30;
  return {
    file,
    kind: null,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" rx="12" ` +
      `fill="${colour}"/>` +
      `<text x="120" y="${60 + size / 3}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" ` +
      `font-size="${size}" fill="#fff">${esc(name)}</text></svg>`,
  };
}

export const campaignBanner = (file: string, title: string, offer: string, colour: string): Drawing => ({
  file,
  kind: 'campaign',
  svg:
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" ` +
    `stop-color="${shade(colour, -0.4)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/></linearGradient>` +
    `</defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="220" fill="#fff" ` +
    `fill-opacity=".08"/>` +
    `<text x="70" y="170" font-family="DejaVu Sans" font-weight="bold" font-size="64" ` +
    `fill="#fff">${esc(title)}</text>` +
    `<text x="70" y="250" font-family="DejaVu Sans" font-size="40" fill="#fde68a">${esc(offer)}</text>` +
    `<text x="70" y="320" font-family="DejaVu Sans" font-size="26" fill="#fff" fill-opacity=".85">Cash on ` +
    `delivery across Bangladesh</text></svg>`,
});

/** The pictures the storefront shows when a category or product has none. */
export function defaultDrawings(): Drawing[] {
  const product = {
    path: 'defaults/product.png',
    icon: 'shop',
    colour: '#e5e7eb',
    brand: '',
    title: 'Haat',
    layout: 2 as const,
    base: true,
  };
  return [
    {
      file: 'defaults/category.png',
      kind: 'category',
      format: 'png',
      svg:
        `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200">` +
        `<circle cx="100" cy="100" r="100" fill="#e5e7eb"/>${pictogram('shop', 40, 40, 0.6, '#0f766e', 1)}</svg>`,
    },
    { ...productDrawing(product), format: 'png' },
    { ...thumbnailDrawing(product, 'defaults/thumb-product.png'), format: 'png' },
  ];
}

/**
 * A blog post's picture: its pictogram on its colour, no words (the title is written beside it):
 * blog/{slug}/thumbnail.webp 600x375 for lists, blog/{slug}/banner.webp 1200x500 above the post.
 */
export function blogDrawing(
  file: string,
  icon: string,
  colour: string,
  width: number,
  height: number,
  kind: PictureKind | null,
): Drawing {
  const scale = (height * 0.62) / 200;
  // Centred on a thumbnail; to the right on a wide banner.
  const x = width < height * 2 ? (width - 200 * scale) / 2 : width - height * 0.2 - 200 * scale;
  const y = (height - 200 * scale) / 2;
  return {
    file,
    kind,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" ` +
      `stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/>` +
      `</linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width * 0.18}" cy="${height * 0.2}" r="${height * 0.55}" fill="#fff" fill-opacity=".07"/>` +
      `<circle cx="${x + 100 * scale}" cy="${height / 2}" r="${height * 0.42}" fill="#fff" fill-opacity=".12"/>` +
      `${pictogram(icon, x, y, scale, '#ffffff', 0.95)}</svg>`,
  };
}
