// The shop's Bengali font shaped by HarfBuzz (the shaper Chromium, Firefox and Android draw
// with), in a worker thread: harfbuzzjs is an ECMAScript module with top-level await, which the
// server's CommonJS code and its tests cannot load. Asked {id, runs: [{text, weight}]}, it answers
// {id, advances}: each run's advance in thousandths of an em, the width it takes on screen.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';

const data = await decompress(readFileSync(workerData.fontFile));
const face = new hb.Face(new hb.Blob(data));
const font = new hb.Font(face);
const perEm = 1000 / face.upem;

function advance(text, weight) {
  font.setVariations([hb.Variation.fromString(`wght=${weight}`)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  return width * perEm;
}

parentPort.on('message', ({ id, runs }) => {
  parentPort.postMessage({ id, advances: runs.map(({ text, weight }) => advance(text, weight)) });
});
parentPort.postMessage({ ready: true });
