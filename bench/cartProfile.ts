/**
 * Where the shop's CPU goes on each route of bench:cart.
 *   npm run bench:cart -- --cpu-prof /tmp/prof ...   the shop writes its CPU profile there, and the bench
 *                                                  each route's start and end, to /tmp/prof/phases.json
 *   npm run bench:cart-profile -- /tmp/prof [--top 25]  each route's self time by function, from the profile
 * Both clocks are the machine's monotonic clock (V8's profile and process.hrtime), so a route's samples are those
 * taken while its load ran; functions are named by their source file through the build's source map.
 * On a loaded machine a write to a socket (writev) takes many samples: the write wakes the reader (PostgreSQL, the
 * load generator), which takes the core, and the shop's sample falls due meanwhile; its real cost is system time.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The profile's sampling interval (µs), node --cpu-prof's. */
const SAMPLING_US = 1000;

/**
 * Node refuses --cpu-prof in NODE_OPTIONS, so the shop gets a preload that does the same through the inspector:
 * profiling from its start, the profile written into `dir` as it exits.
 */
const PRELOAD = `
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: ${SAMPLING_US} });
session.post('Profiler.start');
const file = process.env.HAAT_CPU_PROF_DIR + '/shop-' + process.pid + '.cpuprofile';
process.on('exit', () => session.post('Profiler.stop', (error, result) => {
  if (!error) writeFileSync(file, JSON.stringify(result.profile));
}));
`;

/** The shop's environment that makes it write its CPU profile into `dir` when it stops. */
export function profiling(dir: string | undefined): Record<string, string> {
  if (!dir) return {};
  mkdirSync(dir, { recursive: true });
  const preload = path.join(path.resolve(dir), 'preload.cjs');
  writeFileSync(preload, PRELOAD);
  return { NODE_OPTIONS: `--require ${preload}`, HAAT_CPU_PROF_DIR: path.resolve(dir) };
}

interface Phase {
  name: string;
  /** Microseconds of the monotonic clock, as the profile's timestamps. */
  start: number;
  end: number;
}

/** The routes' times under load, written beside the profile (nothing without a profile folder). */
export class ProfilePhases {
  private phases: Phase[] = [];

  constructor(private dir: string | undefined) {}

  async timed<T>(name: string, work: () => Promise<T>): Promise<T> {
    const now = () => Number(process.hrtime.bigint() / 1000n);
    const start = now();
    const result = await work();
    this.phases.push({ name, start, end: now() });
    return result;
  }

  save(): void {
    if (this.dir) writeFileSync(path.join(this.dir, 'phases.json'), JSON.stringify(this.phases, null, 1));
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A function's place in the sources: the source map's when the build has one. */
function placeOf(frame: ProfileNode['callFrame'], maps: Map<string, SourceMap | null>): string {
  if (!frame.url) return '';
  const file = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // No map beside it (Node's own code, a dependency): its own place.
    }
    maps.set(file, map);
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry && 'originalSource' in entry) {
    const source = entry.originalSource.replace(/^.*?node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${source}:${entry.originalLine + 1}`;
  }
  return `${file.replace(/^.*?node_modules\//, '')}:${frame.lineNumber + 1}`;
}

/**
 * The layer a function belongs to, by its name and place: the shop's own code, its libraries, Node's, or V8's. writev
 * stands apart: V8's wall-time samples put on it the time a write lets PostgreSQL or the load generator run.
 */
const LAYERS: [string, RegExp][] = [
  ['writev', /^writev$/],
  ["the shop's code", / (server|shared)\//],
  ['pg and Kysely', /(^| )(pg|pg-pool|pg-protocol|kysely)\/| src\/(parser|serializer|index)\.ts|buffer-writer/],
  ['Fastify and its plugins', /fastify|find-my-way|secure-json-parse|fast-json-stringify|ajv|(^| )cookie\//],
  ['compression', /zlib|Brotli/],
  ['garbage collection', /^\(garbage collector\)/],
];
const layerOf = (name: string) => LAYERS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'Node and the rest';

/** Each route's self time by function, the `top` first, from the profile and phases.json in `dir`. */
export function reportProfile(dir: string, top: number): void {
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const phases = JSON.parse(readFileSync(path.join(dir, 'phases.json'), 'utf8')) as Phase[];
  const maps = new Map<string, SourceMap | null>();
  const names = new Map(
    profile.nodes.map((node) => {
      const { functionName } = node.callFrame;
      return [node.id, `${functionName || '(anonymous)'} ${placeOf(node.callFrame, maps)}`.trim()];
    }),
  );
  const selfUs = phases.map(() => new Map<string, number>());
  // Weighed by count, not by the time between samples: a sample falls due every interval of wall time, but a thread
  // the loaded machine has put aside takes the one sample pending when it runs again: counts follow CPU time.
  let at = profile.startTime;
  profile.samples.forEach((id, k) => {
    at += profile.timeDeltas[k];
    const phase = phases.findIndex((p) => at >= p.start && at < p.end);
    if (phase < 0) return;
    const name = names.get(id)!;
    selfUs[phase].set(name, (selfUs[phase].get(name) ?? 0) + SAMPLING_US);
  });
  phases.forEach((phase, k) => {
    const entries = [...selfUs[k]].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]);
    const busy = entries.reduce((sum, [, us]) => sum + us, 0);
    console.log(`\n${phase.name}: ${(busy / 1000).toFixed(0)} ms of the shop's CPU sampled`);
    const layers = new Map<string, number>();
    for (const [name, us] of entries) layers.set(layerOf(name), (layers.get(layerOf(name)) ?? 0) + us);
    const outside = busy - (layers.get('writev') ?? 0);
    const shares = [...layers].filter(([layer]) => layer !== 'writev').sort((a, b) => b[1] - a[1]);
    console.log(
      `  by layer, writev apart: ${shares.map(([l, us]) => `${l} ${((100 * us) / outside).toFixed(0)} %`).join(', ')}`,
    );
    for (const [name, us] of entries.slice(0, top)) {
      const share = ((100 * us) / busy).toFixed(1).padStart(5);
      console.log(`  ${share} %  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
    }
  });
}
