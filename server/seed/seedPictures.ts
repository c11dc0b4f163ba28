import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseVariant } from '../../shared/catalog/imageSources';
import { thumbnailPath } from '../catalog/productView';
import { replaceStorage } from '../uploads/variants';
import { drawPicture, drawPictureCopy, productDrawing, thumbnailDrawing, type Art, type Drawing } from './images';
import { drawReviewPhoto } from './reviewPhotos';
import type { ReviewPhotoPlan } from './reviews';

/**
 * The demo shop's pictures, recorded by the seed in the storage folder (MANIFEST, which the
 * storage route does not serve: a dot file) as what to draw rather than drawn, so the shop can
 * serve before they are: the starting process draws them in the background, and a request for
 * one not drawn yet draws what it asked for first (the picture, or that one copy of it), so no
 * page shows a broken picture. A product's picture is kept as its Art (its SVG is made again when drawn), others as
 * their Drawing. A picture counts as drawn when its file is stored: the files beside it (copies,
 * a review photo's large one) are written before it.
 */
export type SeedPicture = { drawing: Drawing } | { art: Art; thumbnail?: true } | { review: ReviewPhotoPlan };

export const MANIFEST = '.seed-pictures.json';

/**
 * Records the pictures to draw. A stored picture recorded otherwise before (or stored with no
 * record: an older seed's) is removed, to be drawn again; one recorded the same is kept.
 */
export async function recordSeedPictures(storageDir: string, pictures: SeedPicture[]): Promise<void> {
  const recorded = await readManifest(storageDir);
  const before = new Map(recorded.map((picture) => [filesOf(picture).file, JSON.stringify(picture)]));
  const changed = pictures.filter((picture) => before.get(filesOf(picture).file) !== JSON.stringify(picture));
  await Promise.all(changed.map((picture) => rm(path.join(storageDir, filesOf(picture).file), { force: true })));
  await replaceStorage(storageDir, { [MANIFEST]: Buffer.from(JSON.stringify(pictures)) });
}

const readManifest = (storageDir: string): Promise<SeedPicture[]> =>
  readFile(path.join(storageDir, MANIFEST), 'utf8').then(
    (text) => JSON.parse(text),
    () => [],
  );

/** The picture's stored file, written last, and every file a page names it by. */
function filesOf(picture: SeedPicture): { file: string; names: string[] } {
  if ('drawing' in picture) return { file: picture.drawing.file, names: [picture.drawing.file] };
  if ('review' in picture) return { file: picture.review.small, names: [picture.review.small, picture.review.large] };
  const file = picture.thumbnail ? thumbnailPath(picture.art.path) : picture.art.path;
  return { file, names: [file] };
}

/** What a product's picture or its thumbnail is drawn from; other pictures are recorded as drawings. */
const drawingOf = (picture: Exclude<SeedPicture, { review: ReviewPhotoPlan }>): Drawing =>
  'drawing' in picture ? picture.drawing : (picture.thumbnail ? thumbnailDrawing : productDrawing)(picture.art);

type Copy = NonNullable<ReturnType<typeof parseVariant>>;

/** A stored file's name without its extension and copy's width: product/1/main-1-240w.avif -> product/1/main-1. */
const stemOf = (file: string) => parseVariant(file)?.original ?? file.replace(/\.[a-z]+$/, '');

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
 * How long a request waits for another process drawing its picture before drawing it too: longer
 * than a picture takes, but not behind a low-priority drawer kept from the cores.
 */
const REQUEST_WAIT_MS = 1000;
/** How often a request looks whether the record changed (a new seed), rather than on every picture. */
const RECHECK_MS = 1000;

interface Index {
  mtimeMs: number;
  pictures: SeedPicture[];
  byStem: Map<string, SeedPicture>;
}

/** The recorded pictures of one storage folder, drawn on demand or all at once. */
export class SeedPictures {
  private index: Index = { mtimeMs: 0, pictures: [], byStem: new Map() };
  /** The record as a request last looked, and when. */
  private recent: { at: number; index: Promise<Index> } | null = null;
  /** The pictures this process is drawing, by stored file: asked twice at once, drawn once. */
  private readonly drawing = new Map<string, Promise<boolean>>();

  /** `cacheDir`: the picture cache's folder (pictureCache.ts), its default when absent. */
  constructor(
    private readonly storageDir: string,
    private readonly cacheDir?: string,
  ) {}

  /** Draws, unless it is drawn, the recorded picture that `file` is or is a copy of; anything else is left. */
  async ensure(file: string): Promise<void> {
    if (!this.recent || Date.now() - this.recent.at >= RECHECK_MS) this.recent = { at: Date.now(), index: this.load() };
    const picture = (await this.recent.index).byStem.get(stemOf(file));
    if (!picture) return;
    // A copy asked for before its picture is drawn: that copy alone (a page names one per picture).
    const copy = parseVariant(file);
    if (copy && !('review' in picture) && !this.drawn(picture) && (await this.drawCopy(picture, file, copy))) return;
    await this.draw(picture, 'wait', REQUEST_WAIT_MS);
  }

  /** The recorded pictures not drawn yet. */
  async undrawn(): Promise<SeedPicture[]> {
    return (await this.load()).pictures.filter((picture) => !this.drawn(picture));
  }

  /**
   * Draws every picture not drawn yet, `parallel` at a time, in the order recorded: first those no
   * other process is drawing, then, waiting for them, those another was. Answers how many it drew.
   */
  async drawAll(parallel: number): Promise<number> {
    const left = await this.undrawn();
    const skipped = await drawEach(left, parallel, (picture) => this.draw(picture, 'skip'));
    await drawEach(skipped, parallel, (picture) => this.draw(picture, 'wait'));
    return left.length;
  }

  /** The manifest, read again when it changed (a new seed). */
  private async load(): Promise<Index> {
    const manifest = path.join(this.storageDir, MANIFEST);
    const mtimeMs = await stat(manifest).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (mtimeMs !== this.index.mtimeMs) {
      const pictures = mtimeMs ? await readManifest(this.storageDir) : [];
      const names = pictures.flatMap((p) => filesOf(p).names.map((name) => [stemOf(name), p] as const));
      const byStem = new Map(names);
      this.index = { mtimeMs, pictures, byStem };
    }
    return this.index;
  }

  private drawn(picture: SeedPicture): boolean {
    return existsSync(path.join(this.storageDir, filesOf(picture).file));
  }

  /** True once the picture is stored; false when `busy: 'skip'` left it to the process drawing it. */
  private async draw(picture: SeedPicture, busy: 'wait' | 'skip', waitMs?: number): Promise<boolean> {
    const { file } = filesOf(picture);
    for (;;) {
      if (this.drawn(picture)) return true;
      let pending = this.drawing.get(file);
      if (!pending) {
        pending = this.make(picture, busy, waitMs).finally(() => this.drawing.delete(file));
        this.drawing.set(file, pending);
      }
      // Another call of this process skipped it: drawn again by this one, which waits.
      if ((await pending) || busy === 'skip') return pending;
    }
  }

  private async make(picture: SeedPicture, busy: 'wait' | 'skip', waitMs?: number): Promise<boolean> {
    if ('review' in picture) {
      // The photo shows the product's picture, which it needs stored first.
      const source = (await this.load()).byStem.get(stemOf(picture.review.source));
      if (source && !(await this.draw(source, busy, waitMs))) return false;
      await drawReviewPhoto(this.storageDir, picture.review);
      return true;
    }
    return drawPicture(this.storageDir, drawingOf(picture), { busy, waitMs, cacheDir: this.cacheDir });
  }

  /** True once the copy is stored; false when it is not one of the picture's copies. */
  private drawCopy(picture: Exclude<SeedPicture, { review: ReviewPhotoPlan }>, file: string, copy: Copy) {
    if (existsSync(path.join(this.storageDir, file))) return Promise.resolve(true);
    let pending = this.drawing.get(file);
    if (!pending) {
      const options = { waitMs: REQUEST_WAIT_MS, cacheDir: this.cacheDir };
      pending = drawPictureCopy(this.storageDir, drawingOf(picture), copy, options).finally(() =>
        this.drawing.delete(file),
      );
      this.drawing.set(file, pending);
    }
    return pending;
  }
}
