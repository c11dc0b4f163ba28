// npm run bench:cart-profile -- DIR [--top 25]: see cartProfile.ts.
import { parseArgs } from 'node:util';
import { reportProfile } from './cartProfile';

const { values, positionals } = parseArgs({ options: { top: { type: 'string' } }, allowPositionals: true });
reportProfile(positionals[0] ?? '.', Number(values.top ?? 25));
