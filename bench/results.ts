// A benchmark's figures belong with the machine that produced them: with --save, what it printed is
// written to bench/results/<name>.md under the machine's description when it ends.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { projectRoot } from '../server/config';
import { chromiumVersion } from './browser';

/** What a result depends on besides the code: the machine, Node, the browser when one was used. */
function describeMachine({ browser = false }: { browser?: boolean } = {}): string[] {
  const processors = cpus();
  return [
    `- cores: ${processors.length}`,
    `- CPU: ${processors[0]?.model.trim() ?? 'unknown'}`,
    `- memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `- Node: ${process.version}`,
    ...(browser ? [`- Chromium: ${chromiumVersion()}`] : []),
  ];
}

/** The commit the figures were taken on, when this is a git checkout. */
function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: projectRoot(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * With --save among the arguments, keeps every line the benchmark prints from now on and writes
 * them to bench/results/<file>.md (<name>.md by default) when it exits (with its exit code when not 0). `browser`: it
 * drives Chromium.
 */
export function saveResultsOnExit(
  name: string,
  { browser = false, file: fileName = name }: { browser?: boolean; file?: string } = {},
): void {
  if (!process.argv.includes('--save')) return;
  // On a shared machine the figures depend on what else ran: the load average at the start and the end.
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const startLoad = load();
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    printed.push(format(...args));
    log(...args);
  };
  process.once('exit', (code) => {
    const file = path.join(projectRoot(), 'bench/results', `${fileName}.md`);
    mkdirSync(path.dirname(file), { recursive: true });
    const at = commit();
    const command = ['npm run', `bench:${name}`, '--', ...process.argv.slice(2)].join(' ');
    const text = [
      `# bench:${name}`,
      '',
      `Run on ${new Date().toISOString().slice(0, 10)}${at ? ` at commit ${at}` : ''}: \`${command}\``,
      '',
      ...describeMachine({ browser }),
      `- load average (1, 5, 15 min): ${startLoad} at the start, ${load()} at the end`,
      '',
      '```text',
      ...printed,
      '```',
      ...(code === 0 ? [] : ['', `It exited with code ${code}: a target missed or a run failed (see above).`]),
      '',
    ].join('\n');
    writeFileSync(file, text);
    log(`written to ${path.relative(projectRoot(), file)}`);
  });
}
