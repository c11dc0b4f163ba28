import sharp from 'sharp';
import { thumbnailPath } from '../../catalog/productView';
import { copyWidths, type PictureKind } from '../../uploads/pictureKinds';
import { decodePixels, encodeVariants, replaceStorage } from '../../uploads/variants';
import { cachedPictures } from './pictureCache';
import { PICTOGRAMS } from './pictograms';

/**
 * Demo pictures drawn at seed time (SVG through sharp, no network), under the storage dir that the
 * server serves at /storage/{path}:
 *   product/{id}/main-{n}.webp       430x510, the path stored in product_images.path
 *   product/{id}/thumb-{n}.webp      80x80 thumbnail: same folder, "main-" replaced by "thumb-"
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
  return `#${rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)).toString(16).padStart(2, '0')).join('')}`;
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
export function productSvg(art: Art, width = 430, height = 510, viewBox = '0 0 430 510'): string {
  const light = art.layout === 2 ? true : isLight(art.colour);
  const ink = light ? '#1f2937' : '#ffffff';
  const background = art.layout === 1
    ? `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${shade(art.colour, 0.15)}"/>` +
      `<stop offset="1" stop-color="${shade(art.colour, -0.35)}"/></linearGradient>`
    : `<radialGradient id="g" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" ` +
        `stop-color="${shade(art.colour, 0.7)}"/></radialGradient>`;
  const figure = art.layout === 1
    ? `<circle cx="215" cy="215" r="130" fill="#fff" ` +
        `fill-opacity=".14"/>${pictogram(art.icon, 125, 125, 0.9, light ? '#1f2937' : '#ffffff')}`
    : `<circle cx="215" cy="225" r="150" fill="${art.colour}" ` +
        `fill-opacity=".16"/>${pictogram(art.icon, 95, 105, 1.2, art.colour === '#f5f5f5' ? '#9e9e9e' : art.colour)}`;
  const title = wrap(art.title, 22)
    .map((line, i) => `<text x="215" y="${art.layout === 1 ? 436 + i * 30 : 446 + i * 26}" text-anchor="middle">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${background}</defs><rect width="430" height="510" fill="url(#g)"/>${figure}` +
    // The brand sits above the name, clear of the badges and buttons cards lay over the corners.
    (art.brand ? `<text x="215" y="${art.layout === 1 ? 398 : 414}" text-anchor="middle" font-family="DejaVu Sans" ` +
        `font-size="17" font-weight="bold" letter-spacing="3" fill="${ink}" ` +
          `fill-opacity=".8">${esc(art.brand.toUpperCase())}</text>` : '') +
    `<g font-family="DejaVu Sans" font-size="${art.layout === 1 ? 27 : 22}" font-weight="bold" ` +
      `fill="${ink}">${title}</g></svg>`;
}

/**
 * Draws the SVG once and stores it, with the AVIF and WebP copies its kind is drawn at (every
 * picture the storefront shows through a srcset has them before the shop serves a page), or the
 * same files from an earlier seed (pictureCache.ts). With `busy: 'skip'`, a picture another seed
 * is drawing at the moment is left (false) for a later call.
 */
async function write(storageDir: string, file: string, svg: string, kind: PictureKind | null, format: 'webp' | 'png' = 'webp', busy: 'wait' | 'skip' = 'wait'): Promise<boolean> {
  const widths = kind ? copyWidths(kind) : [];
  const files = await cachedPictures([file, svg, format, widths], async () => {
    const pixels = await decodePixels(Buffer.from(svg));
    const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
    const [original, copies] = await Promise.all([
      (format === 'png' ? image.png({ compressionLevel: 9, palette: true }) : image.webp({ quality: 80, effort: 0 })).toBuffer(),
      encodeVariants(file, pixels, widths),
    ]);
    return { ...copies, [file]: original };
  }, { busy });
  if (!files) return false;
  await replaceStorage(storageDir, files);
  return true;
}

/** Runs `draw` on each item, `parallel` at a time; answers the items it answered false for. */
async function drawEach<T>(items: T[], parallel: number, draw: (item: T) => Promise<boolean>): Promise<T[]> {
  const left: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (!(await draw(item))) left.push(item);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return left;
}

/**
 * Draws each distinct picture once (main and thumbnail), a few at a time: first those no other
 * seed is drawing, then, waiting for them, those another seed was.
 */
export async function drawProductImages(storageDir: string, arts: Art[], parallel = 16): Promise<number> {
  const unique = [...new Map(arts.map((a) => [a.path, a])).values()];
  const pictures = unique.flatMap((art) => [
    { file: art.path, svg: productSvg(art), kind: art.base ? 'product' as const : 'productGallery' as const },
    // Words are unreadable at 80x80: the thumbnail shows the picture only.
    { file: thumbnailPath(art.path), svg: productSvg({ ...art, brand: '', title: '' }, 80, 80, '0 40 430 430'), kind: 'productThumbnail' as const },
  ]);
  const draw = (busy: 'wait' | 'skip') => (picture: (typeof pictures)[number]) => write(storageDir, picture.file, picture.svg, picture.kind, 'webp', busy);
  const skipped = await drawEach(pictures, parallel, draw('skip'));
  await drawEach(skipped, parallel, draw('wait'));
  return unique.length;
}

export async function drawCategoryLogo(storageDir: string, file: string, department: string, colour: string) {
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200">` +
    `<circle cx="100" cy="100" r="100" ` +
        `fill="${shade(colour, 0.8)}"/>${pictogram(department, 40, 40, 0.6, colour, 1)}</svg>`, 'category');
}

export async function drawBrandLogo(storageDir: string, file: string, name: string, colour: string) {
  const size = name.length > 12 ? 22 : 30;
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" rx="12" fill="${colour}"/>` +
    `<text x="120" y="${60 + size / 3}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" ` +
        `font-size="${size}" fill="#fff">${esc(name)}</text></svg>`, null);
}

export async function drawCampaignBanner(storageDir: string, file: string, title: string, offer: string, colour: string) {
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" ` +
        `stop-color="${shade(colour, -0.4)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/>` +
        `</linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="220" fill="#fff" ` +
        `fill-opacity=".08"/>` +
    `<text x="70" y="170" font-family="DejaVu Sans" font-weight="bold" font-size="64" ` +
        `fill="#fff">${esc(title)}</text>` +
    `<text x="70" y="250" font-family="DejaVu Sans" font-size="40" fill="#fde68a">${esc(offer)}</text>` +
    `<text x="70" y="320" font-family="DejaVu Sans" font-size="26" fill="#fff" fill-opacity=".85">Cash on delivery ` +
        `across Bangladesh</text></svg>`, 'campaign');
}

/** The pictures the storefront shows when a category or product has none. */
export async function drawDefaults(storageDir: string) {
  await write(storageDir, 'defaults/category.png', `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200">` +
    `<circle cx="100" cy="100" r="100" fill="#e5e7eb"/>${pictogram('shop', 40, 40, 0.6, '#0f766e', 1)}</svg>`, 'category', 'png');
  const product = { path: '', icon: 'shop', colour: '#e5e7eb', brand: '', title: 'Haat', layout: 2 as const, base: true };
  await write(storageDir, 'defaults/product.png', productSvg(product), 'product', 'png');
  await write(storageDir, 'defaults/thumb-product.png', productSvg(product, 80, 80, '0 40 430 430'), 'productThumbnail', 'png');
}

/**
 * A blog post's picture: its pictogram on its colour, no words (the title is written beside it):
 * blog/{slug}/thumbnail.webp 600x375 for lists, blog/{slug}/banner.webp 1200x500 above the post.
 */
export async function drawBlogPicture(storageDir: string, file: string, icon: string, colour: string, width: number, height: number, kind: PictureKind | null) {
  const scale = (height * 0.62) / 200;
  // Centred on a thumbnail; to the right on a wide banner.
  const x = width < height * 2 ? (width - 200 * scale) / 2 : width - height * 0.2 - 200 * scale;
  const y = (height - 200 * scale) / 2;
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(colour, 0.25)}"/>` +
    `<stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.18}" cy="${height * 0.2}" r="${height * 0.55}" fill="#fff" fill-opacity=".07"/>` +
    `<circle cx="${x + 100 * scale}" cy="${height / 2}" r="${height * 0.42}" fill="#fff" fill-opacity=".12"/>` +
    `${pictogram(icon, x, y, scale, '#ffffff', 0.95)}</svg>`, kind);
}
