import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportResumes } from './careers/resumeExport';
import { runShopCommand } from './db/shopCommand';

/**
 * npm run resumes: lists the resumes received, by job post, and copies their CVs for the hiring
 * team (staff screens are not part of the storefront).
 *   npm run resumes -- --out ~/hiring/cvs     where to copy the CVs (default: data/resumes)
 */
runShopCommand(
  () => parseArgs({ options: { out: { type: 'string' } } }).values.out,
  async ({ config, db }, out) => {
    const outDir = path.resolve(out ?? path.join(path.dirname(config.sqlitePath), 'resumes'));
    for (const line of await exportResumes(db, outDir)) console.log(line);
  },
);
