/**
 * The shop's CPU on each route of bench:cart as Linux perf sees it: samples of CPU time only (perf's cpu-clock
 * event), kernel and the garbage collector's threads included, where V8's profile (cartProfile.ts) counts wall-clock
 * samples and gives a socket write the time the reader it woke took the core.
 *   npm run bench:cart -- --perf /tmp/perf ...     the shop runs with --perf-basic-prof (its compiled functions
 *                                                  named for perf) and perf records it; phases.json as --cpu-prof
 *   npm run bench:cart-profile -- /tmp/perf        each route: samples, the event loop's thread's share, the
 *                                                  kernel's, and self samples by function
 * Needs `perf` (Debian's linux-perf) allowed to record the shop's process (kernel.perf_event_paranoid <= 2).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SAMPLES_A_SECOND = 999;

/** The shop's environment under perf: its compiled JavaScript named in /tmp/perf-PID.map. */
export const PERF_SHOP_ENV = { NODE_OPTIONS: '--perf-basic-prof' };

/** Records the process `pid` into `dir`/perf.data until stopped. */
export async function recordPerf(dir: string, pid: number): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, 'perf.data');
  const args = ['record', '-e', 'cpu-clock', '-F', String(SAMPLES_A_SECOND), '-g', '-k', 'CLOCK_MONOTONIC'];
  const perf = spawn('perf', [...args, '-p', String(pid), '-o', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (perf.exitCode !== null) throw new Error(`perf record stopped at once (is linux-perf installed and allowed?)`);
  return async () => {
    perf.kill('SIGINT');
    await once(perf, 'exit');
  };
}

interface Phase {
  name: string;
  start: number;
  end: number;
}
interface Tally {
  samples: number;
  loop: number;
  kernel: number;
  self: Map<string, number>;
  /** Samples with the function anywhere in their stack (JavaScript functions, by the perf map's names). */
  within: Map<string, number>;
}

/** Each route's samples from `dir`/perf.data and phases.json (the shop's pid is the recorded one's). */
export async function reportPerf(dir: string, top: number): Promise<void> {
  const phases = JSON.parse(readFileSync(path.join(dir, 'phases.json'), 'utf8')) as Phase[];
  const tallies: Tally[] = phases.map(() => ({ samples: 0, loop: 0, kernel: 0, self: new Map(), within: new Map() }));
  const script = spawn('perf', ['script', '-i', path.join(dir, 'perf.data'), '-F', 'pid,tid,time,ip,sym,dso'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let tally: Tally | null = null;
  let first = false;
  let stack = new Set<string>();
  const count = (map: Map<string, number>, name: string) => map.set(name, (map.get(name) ?? 0) + 1);
  for await (const line of createInterface({ input: script.stdout })) {
    const header = /^\s*(\d+)\/(\d+)\s+([\d.]+):/.exec(line);
    if (header || !line.trim()) {
      if (tally) stack.forEach((name) => count(tally!.within, name));
      stack = new Set();
    }
    if (header) {
      const us = Number(header[3]) * 1e6;
      const k = phases.findIndex((p) => us >= p.start && us < p.end);
      tally = k < 0 ? null : tallies[k];
      if (tally) {
        tally.samples += 1;
        if (header[1] === header[2]) tally.loop += 1;
      }
      first = true;
    } else if (tally && line.trim()) {
      // A frame, "ip symbol (dso)": the first is the one the sample was taken in.
      const frame = line
        .trim()
        .replace(/^[0-9a-f]+ /, '')
        .replace(/\+0x[0-9a-f]+/, '');
      const name = frame.replace(/ \((\/tmp\/perf-\d+\.map|\/usr\/bin\/node)\)$/, '').replace(/\/.*node_modules\//, '');
      if (first && frame.endsWith('([kernel.kallsyms])')) tally.kernel += 1;
      if (first) count(tally.self, name);
      if (name.startsWith('JS:')) stack.add(name.replace(/^JS:[*^~]?/, ''));
      first = false;
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1).padStart(5)} %`;
  phases.forEach((phase, k) => {
    const { samples, loop, kernel, self, within } = tallies[k];
    console.log(`\n${phase.name}: ${((samples * 1000) / SAMPLES_A_SECOND).toFixed(0)} ms of the shop's CPU`);
    console.log(`  the event loop's thread ${pct(loop, samples)}, the kernel ${pct(kernel, samples)}`);
    const listed = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .forEach(([name, n]) => console.log(`  ${pct(n, samples)}  ${name.slice(0, 110)}`));
    console.log('  by the function the sample was taken in:');
    listed(self);
    console.log('  by JavaScript function anywhere in the stack:');
    listed(within);
  });
}
