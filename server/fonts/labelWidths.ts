import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LabelWidths } from '../../shared/api/contract';
import { projectRoot } from '../config';

/** The file the shop's Bengali faces are cut from (build/fonts.mjs): the same glyphs, the same widths. */
const FONT_FILE =
  require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');

/** What the Bengali faces draw: their unicode-range in shared/styles/fonts.css, joiners included. */
// eslint-disable-next-line no-misleading-character-class -- each character stands alone: the joiners belong in a run
const BENGALI_RUN = /[\u0951\u0952\u0964\u0965\u0980-\u09fe\u1cd0-\u1cf7\u200c\u200d\u25cc\ua8f1]+/g;
/**
 * The few other characters a Bangla label holds, which the device's own font draws at a width the
 * server cannot know: each counts as its width in DejaVu Sans Bold, the widest of the common system
 * fonts (a space is 0.35 em there, 0.25 in Roboto). A label holding any other character is left
 * to size itself.
 */
const SYSTEM_EM: Record<string, number> = {
  ' ': 0.35,
  '›': 0.45,
  ':': 0.4,
  ',': 0.36,
  '.': 0.36,
  '/': 0.4,
  '-': 0.42,
  '(': 0.45,
  ')': 0.45,
  '!': 0.45,
  '?': 0.6,
};
const MAX_REMEMBERED = 5000;

export interface LabelMeasure {
  /**
   * The width each Bangla label takes in the shop's Bengali font at this weight (400 to 800, the
   * weights its file keeps), in em rounded up to a hundredth, so one width serves every font size;
   * labels with no Bengali letter or with a character no rule above sizes are left out.
   */
  widths(texts: readonly string[], weight: number): Promise<LabelWidths>;
  close(): Promise<void>;
}

interface Answer {
  id: number;
  advances: number[];
}

/**
 * Widths of Bangla labels as the browser will draw them once the shop's font has arrived, so a
 * page can give a row of labels (the category menu, the top bar's links) those widths from its
 * first paint: a label first drawn in the device's own font, or as empty boxes on a device with no
 * Bengali font, then moves nothing when the font comes. Shaping runs in a worker started on the
 * first call; each run's width is remembered.
 */
export function labelMeasure(): LabelMeasure {
  const remembered = new Map<string, number>();
  const waiting = new Map<number, (advances: number[]) => void>();
  let worker: Promise<Worker | null> | null = null;
  let nextId = 0;

  function start(): Promise<Worker | null> {
    worker ??= new Promise((resolve) => {
      const thread = new Worker(path.join(projectRoot(), 'server/fonts/shaperWorker.mjs'), {
        workerData: { fontFile: FONT_FILE },
      });
      // A worker left running never keeps the server (or a test run) from exiting.
      thread.unref();
      thread.on('message', (message: Answer | { ready: true }) => {
        if ('ready' in message) return resolve(thread);
        waiting.get(message.id)?.(message.advances);
        waiting.delete(message.id);
      });
      // Without the shaper, labels size themselves: the page still works, a late font may move them.
      thread.on('error', (error) => {
        console.warn('[haat] Bangla label widths unavailable:', error.message);
        for (const answer of waiting.values()) answer([]);
        waiting.clear();
        resolve(null);
      });
      // A worker that stops before it is ready (its font unreadable) leaves no call waiting on it.
      thread.on('exit', () => resolve(null));
    });
    return worker;
  }

  async function advances(runs: string[], weight: number): Promise<void> {
    const missing = [...new Set(runs.filter((run) => !remembered.has(`${weight}:${run}`)))];
    if (missing.length === 0) return;
    const thread = await start();
    if (!thread) return;
    const id = nextId++;
    const answer = await new Promise<number[]>((resolve) => {
      waiting.set(id, resolve);
      thread.postMessage({ id, runs: missing.map((text) => ({ text, weight })) });
    });
    if (remembered.size + missing.length > MAX_REMEMBERED) remembered.clear();
    missing.forEach((run, n) => answer[n] !== undefined && remembered.set(`${weight}:${run}`, answer[n]));
  }

  return {
    async widths(texts, weight) {
      const runsOf = (text: string) => text.match(BENGALI_RUN) ?? [];
      const others = (text: string) => [...text.replace(BENGALI_RUN, '')];
      const labels = texts.filter((text) => runsOf(text).length > 0 && others(text).every((c) => c in SYSTEM_EM));
      await advances(labels.flatMap(runsOf), weight);
      const widths: LabelWidths = {};
      for (const text of labels) {
        const runs = runsOf(text).map((run) => remembered.get(`${weight}:${run}`));
        if (runs.some((advance) => advance === undefined)) continue;
        const ems = [
          ...(runs as number[]).map((advance) => advance / 1000),
          ...others(text).map((c) => SYSTEM_EM[c]),
        ].reduce((sum, em) => sum + em, 0);
        widths[text] = Math.ceil(ems * 100) / 100;
      }
      return widths;
    },
    async close() {
      const thread = await worker;
      worker = null;
      await thread?.terminate();
    },
  };
}
