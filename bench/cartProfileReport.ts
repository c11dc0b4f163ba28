// npm run bench:cart-profile -- DIR [--top 25]: see cartProfile.ts and cartPerf.ts.
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { reportProfile } from './cartProfile';
import { reportPerf } from './cartPerf';

const { values, positionals } = parseArgs({ options: { top: { type: 'string' } }, allowPositionals: true });
const dir = positionals[0] ?? '.';
const top = Number(values.top ?? 25);
// A folder of bench:cart --perf holds perf.data; one of --cpu-prof, V8's profile.
if (existsSync(path.join(dir, 'perf.data'))) void reportPerf(dir, top);
else reportProfile(dir, top);
