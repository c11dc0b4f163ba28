import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { thumbnailPath } from '../../catalog/productView';

/**
 * Demo pictures drawn at seed time (SVG through sharp, no network), under the storage dir that the
 * server serves at /storage/{path}:
 *   product/{id}/main-{n}.webp       430x510, the path stored in product_images.path
 *   product/{id}/thumb-{n}.webp      80x80 thumbnail: same folder, "main-" replaced by "thumb-"
 *   product/pool/{department}-{colour}/main-{n}.webp (+ thumb-) shared pictures of large seeds
 *   category/{slug}.webp 128x128, brand/{slug}.webp 240x120, campaign/{slug}.webp 1200x400
 *   defaults/category.png 128x128, defaults/product.png 430x510 (+ defaults/thumb-product.png)
 */
export interface Art {
  path: string;
  department: string;
  /** Background colour (#rrggbb). */
  colour: string;
  brand: string;
  title: string;
  /** 1: the product on its colour; 2: a lighter detail view. */
  layout: 1 | 2;
}

const PICTOGRAMS: Record<string, string> = {
  groceries: '<path d="M40 70h120l-10 110H50z"/><path d="M70 72V52a30 30 0 0 1 60 0v20" fill="none" stroke="currentColor" stroke-width="10"/>',
  'mens-fashion': '<path d="M65 25 15 55l20 40 25-12v97h80V83l25 12 20-40-50-30q-35 25-70 0z"/>',
  'womens-fashion': '<path d="M78 15h44l6 45 40 125H32l40-125z"/>',
  'mobiles-tablets': '<rect x="55" y="15" width="90" height="170" rx="14"/><rect x="65" y="35" width="70" height="125" rx="4" fill-opacity=".35" fill="#000"/>',
  'electronics-accessories': '<path d="M40 120v-20a60 60 0 0 1 120 0v20" fill="none" stroke="currentColor" stroke-width="14"/><rect x="26" y="108" width="38" height="64" rx="10"/><rect x="136" y="108" width="38" height="64" rx="10"/>',
  'home-appliances': '<rect x="20" y="40" width="160" height="100" rx="8"/><rect x="30" y="50" width="140" height="80" rx="3" fill="#000" fill-opacity=".3"/><rect x="85" y="142" width="30" height="14"/><rect x="55" y="156" width="90" height="10" rx="5"/>',
  'health-beauty': '<rect x="80" y="12" width="40" height="26" rx="4"/><rect x="55" y="40" width="90" height="148" rx="20"/><rect x="70" y="90" width="60" height="50" rx="6" fill="#000" fill-opacity=".2"/>',
  'babies-toys': '<circle cx="60" cy="55" r="25"/><circle cx="140" cy="55" r="25"/><circle cx="100" cy="110" r="70"/><circle cx="78" cy="100" r="8" fill="#000" fill-opacity=".4"/><circle cx="122" cy="100" r="8" fill="#000" fill-opacity=".4"/>',
  'home-lifestyle': '<path d="M60 25h80l28 75H32z"/><rect x="94" y="100" width="12" height="62"/><rect x="58" y="160" width="84" height="16" rx="7"/>',
  'sports-outdoor': '<circle cx="100" cy="100" r="78"/><path d="M100 66l32 23-12 37H80L68 89z" fill="#000" fill-opacity=".35"/>',
  'books-stationery': '<path d="M18 42q42-16 78 6v132q-36-22-78-6zM182 42q-42-16-78 6v132q36-22 78-6z"/>',
  'watches-bags': '<rect x="75" y="8" width="50" height="184" rx="10"/><circle cx="100" cy="100" r="52"/><circle cx="100" cy="100" r="40" fill="#000" fill-opacity=".3"/><path d="M100 100V74M100 100h20" stroke="currentColor" stroke-width="6"/>',
  shop: '<rect x="30" y="70" width="140" height="110" rx="8"/><path d="M20 70l20-45h120l20 45z" fill-opacity=".7"/>',
};

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

const pictogram = (department: string, x: number, y: number, scale: number, colour: string, opacity = 0.92) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}" color="${colour}" fill-opacity="${opacity}">${PICTOGRAMS[department] ?? PICTOGRAMS.shop}</g>`;

/** The 430x510 picture; `viewBox` crops it (the thumbnail takes the middle square). */
export function productSvg(art: Art, width = 430, height = 510, viewBox = '0 0 430 510'): string {
  const light = art.layout === 2 ? true : isLight(art.colour);
  const ink = light ? '#1f2937' : '#ffffff';
  const background = art.layout === 1
    ? `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(art.colour, 0.15)}"/><stop offset="1" stop-color="${shade(art.colour, -0.35)}"/></linearGradient>`
    : `<radialGradient id="g" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(art.colour, 0.7)}"/></radialGradient>`;
  const figure = art.layout === 1
    ? `<circle cx="215" cy="215" r="130" fill="#fff" fill-opacity=".14"/>${pictogram(art.department, 125, 125, 0.9, light ? '#1f2937' : '#ffffff')}`
    : `<circle cx="215" cy="225" r="150" fill="${art.colour}" fill-opacity=".16"/>${pictogram(art.department, 95, 105, 1.2, art.colour === '#f5f5f5' ? '#9e9e9e' : art.colour)}`;
  const title = wrap(art.title, 22)
    .map((line, i) => `<text x="215" y="${art.layout === 1 ? 418 + i * 32 : 440 + i * 28}" text-anchor="middle">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${background}</defs><rect width="430" height="510" fill="url(#g)"/>${figure}` +
    (art.brand ? `<text x="28" y="50" font-family="DejaVu Sans" font-size="20" font-weight="bold" letter-spacing="3" fill="${ink}" fill-opacity=".85">${esc(art.brand.toUpperCase())}</text>` : '') +
    `<g font-family="DejaVu Sans" font-size="${art.layout === 1 ? 27 : 22}" font-weight="bold" fill="${ink}">${title}</g></svg>`;
}

async function write(storageDir: string, file: string, svg: string, format: 'webp' | 'png' = 'webp') {
  const target = path.join(storageDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (format === 'png' ? image.png() : image.webp({ quality: 80, effort: 0 })).toFile(target);
}

/** Draws each distinct picture once (main and thumbnail), a few at a time. */
export async function drawProductImages(storageDir: string, arts: Art[], parallel = 8): Promise<number> {
  const unique = [...new Map(arts.map((a) => [a.path, a])).values()];
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const art = unique[next++];
      await Promise.all([
        write(storageDir, art.path, productSvg(art)),
        // Words are unreadable at 80x80: the thumbnail shows the picture only.
        write(storageDir, thumbnailPath(art.path), productSvg({ ...art, brand: '', title: '' }, 80, 80, '0 40 430 430')),
      ]);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return unique.length;
}

export async function drawCategoryLogo(storageDir: string, file: string, department: string, colour: string) {
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200">` +
    `<circle cx="100" cy="100" r="100" fill="${shade(colour, 0.8)}"/>${pictogram(department, 40, 40, 0.6, colour, 1)}</svg>`);
}

export async function drawBrandLogo(storageDir: string, file: string, name: string, colour: string) {
  const size = name.length > 12 ? 22 : 30;
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" rx="12" fill="${colour}"/>` +
    `<text x="120" y="${60 + size / 3}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#fff">${esc(name)}</text></svg>`);
}

export async function drawCampaignBanner(storageDir: string, file: string, title: string, offer: string, colour: string) {
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, -0.4)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="220" fill="#fff" fill-opacity=".08"/>` +
    `<text x="70" y="170" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#fff">${esc(title)}</text>` +
    `<text x="70" y="250" font-family="DejaVu Sans" font-size="40" fill="#fde68a">${esc(offer)}</text>` +
    `<text x="70" y="320" font-family="DejaVu Sans" font-size="26" fill="#fff" fill-opacity=".85">Cash on delivery across Bangladesh</text></svg>`);
}

/** The pictures the storefront shows when a category or product has none. */
export async function drawDefaults(storageDir: string) {
  await write(storageDir, 'defaults/category.png', `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200">` +
    `<circle cx="100" cy="100" r="100" fill="#e5e7eb"/>${pictogram('shop', 40, 40, 0.6, '#0f766e', 1)}</svg>`, 'png');
  const product = { path: '', department: 'shop', colour: '#e5e7eb', brand: '', title: 'Haat', layout: 2 as const };
  await write(storageDir, 'defaults/product.png', productSvg(product), 'png');
  await write(storageDir, 'defaults/thumb-product.png', productSvg(product, 80, 80, '0 40 430 430'), 'png');
}
