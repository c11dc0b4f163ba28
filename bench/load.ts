import { cpus, loadavg } from 'node:os';
import autocannon, { type Options } from 'autocannon';

/** The encodings Chromium accepts, which shoppers' browsers send with every call. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One route's figures under load: latency percentiles from every answer, not autocannon's buckets. */
export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers by status code, so a run of refusals is never mistaken for speed. */
  statuses: Record<number, number>;
  errors: number;
  /** The server's CPU time per request (ms), when the benchmark measured it. */
  cpuMs?: number;
  /**
   * This process's CPU time per request (ms): autocannon sending and parsing, on the same cores
   * as the server, so a route's req/s is partly the load generator's (its one thread bounds a
   * bare route).
   */
  loadCpuMs: number;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs autocannon and times every answer itself (autocannon reports no p95). `serverCpuMs`, the server's CPU time so
 * far (ms), read before and after the run, gives the server's CPU time a request.
 */
export async function load(name: string, options: Options, serverCpuMs?: () => number): Promise<LoadResult> {
  const serverBefore = serverCpuMs?.() ?? 0;
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let lastAnswer = started;
  const run = autocannon(options).on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    lastAnswer = performance.now();
  });
  const result = await run;
  // Up to the last answer: a run of a set number of requests ends on autocannon's next
  // one-second tick, which would round the rate to a whole number of seconds whatever they took.
  const seconds = (lastAnswer - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    statuses,
    errors: result.errors + result.timeouts,
    loadCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, times.length),
    ...(serverCpuMs ? { cpuMs: (serverCpuMs() - serverBefore) / times.length } : {}),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);

/** The table the benchmarks print: one line per route, with what answered non-2xx. */
export function printResults(title: string, results: LoadResult[], p95Limit?: number): void {
  console.log(`\n${title}`);
  console.log(
    `  (machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}: other work on it slows every figure;`,
  );
  console.log("   load/req is the load generator's own CPU a request, on the same cores)");
  const times = ['p50', 'p95', 'p99', 'max'].map((name) => name.padStart(10)).join(' ');
  const perRequest = `${'CPU/req'.padStart(9)} ${'load/req'.padStart(9)}`;
  console.log(`  ${'route'.padEnd(52)} ${'req/s'.padStart(8)} ${times} ${perRequest}  requests`);
  for (const r of results) {
    const odd = Object.entries(r.statuses)
      .filter(([s]) => Number(s) >= 300)
      .map(([s, n]) => `${n}x${s}`);
    const notes = [
      ...odd,
      r.errors ? `${r.errors} errors` : '',
      p95Limit && r.p95 >= p95Limit ? `p95 OVER ${p95Limit} ms` : '',
    ].filter(Boolean);
    const cpu = (r.cpuMs === undefined ? '-' : `${r.cpuMs.toFixed(2)} ms`).padStart(9);
    const loadCpu = `${r.loadCpuMs.toFixed(3)} ms`.padStart(9);
    const times = `${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)}`;
    const noted = notes.length ? '  ' + notes.join(', ') : '';
    console.log(
      `  ${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${times} ${cpu} ${loadCpu}  ${r.requests}${noted}`,
    );
  }
}

/** Every answer 2xx and no socket errors. */
export const allOk = (r: LoadResult): boolean =>
  r.errors === 0 && Object.keys(r.statuses).every((s) => Number(s) < 300);
