import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportResumes } from './careers/resumeExport';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';

/**
 * npm run resumes: lists the resumes received, by job post, and copies their CVs for the hiring
 * team (staff screens are not part of the storefront).
 *   npm run resumes -- --out ~/hiring/cvs     where to copy the CVs (default: data/resumes)
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const outDir = path.resolve(values.out ?? path.join(path.dirname(config.sqlitePath), 'resumes'));
  const { db } = openDatabase(config);
  await migrateToLatest(db, config.pgSchema || undefined);
  for (const line of await exportResumes(db, outDir)) console.log(line);
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
