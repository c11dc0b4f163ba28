import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

const BUMP = 'UPDATE name_word_marks SET counter = counter + 1';

/**
 * A count of the writes that can change the words of product names (a product added, deleted or
 * renamed in either language), so the search box reads the names' words again only after one
 * (catalog/nameWords.ts). SQLite only: there the words come from fts5vocab, which walks the whole
 * word index to list them (a cost that grows with the catalogue); PostgreSQL keeps them in tables of a
 * thousand rows, as cheap to read as a count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const run = (text: string) => sql.raw(text).execute(db);
  await run('CREATE TABLE name_word_marks (counter integer NOT NULL)');
  await run('INSERT INTO name_word_marks (counter) VALUES (0)');
  await run(`CREATE TRIGGER name_word_marks_insert AFTER INSERT ON products BEGIN ${BUMP}; END`);
  await run(`CREATE TRIGGER name_word_marks_delete AFTER DELETE ON products BEGIN ${BUMP}; END`);
  await run(`CREATE TRIGGER name_word_marks_rename AFTER UPDATE OF name, name_bn ON products BEGIN ${BUMP}; END`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const run = (text: string) => sql.raw(text).execute(db);
  for (const event of ['insert', 'delete', 'rename']) await run(`DROP TRIGGER name_word_marks_${event}`);
  await run('DROP TABLE name_word_marks');
}
