import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Written as characters, not escapes: both the FTS5 option and PostgreSQL's regex take them as text.
const ZWNJ = '\u200C';
const ZWJ = '\u200D';

/**
 * The words of products' Bangla names, kept beside the English names' (010) so a Bangla typo is
 * matched against them the same way, without adding a word to what an English term reads:
 * - SQLite: an FTS5 index of whole words of name_bn and its vocabulary through fts5vocab. Its
 *   tokenizer counts marks (M*) as letters, since a Bangla word's vowel signs and hasant are marks
 *   and the default would cut "প্রিমো" into "প", "র", "ম"; the zero-width joiners stay inside a word;
 * - PostgreSQL: bangla_words(name_bn), the runs of Bengali letters (and joiners) of a name, as a GIN
 *   index and as the rows of product_words_bn kept by triggers. A regular expression on code points
 *   rather than to_tsvector: the text search parser asks the database's locale what a letter is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    await run(`CREATE FUNCTION bangla_words(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(coalesce(name, ''),
        '([\u0980-\u09FF${ZWNJ}${ZWJ}]+)', 'g') AS m $$`);
    await run(`CREATE INDEX products_name_bn_words ON products USING gin (bangla_words(name_bn))`);
    await run(`CREATE TABLE product_words_bn (word text PRIMARY KEY)`);
    await run(`CREATE FUNCTION product_words_bn_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words_bn (word) SELECT DISTINCT w FROM new_rows, unnest(bangla_words(new_rows.name_bn)) AS
        w ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(
      `CREATE TRIGGER product_words_bn_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH ` +
        `STATEMENT EXECUTE FUNCTION product_words_bn_add()`,
    );
    await run(`CREATE FUNCTION product_words_bn_rename() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words_bn (word) SELECT unnest(bangla_words(NEW.name_bn)) ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(
      `CREATE TRIGGER product_words_bn_update AFTER UPDATE OF name_bn ON products FOR EACH ROW EXECUTE FUNCTION ` +
        `product_words_bn_rename()`,
    );
    await run(
      `INSERT INTO product_words_bn (word) SELECT DISTINCT w FROM products, unnest(bangla_words(products.name_bn)) ` +
        `AS w`,
    );
    return;
  }
  await run(
    `CREATE VIRTUAL TABLE product_word_index_bn USING fts5(name_bn, content='products', content_rowid='id',
    tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*' tokenchars '${ZWNJ}${ZWJ}'", detail=none, ` +
      `columnsize=0)`,
  );
  await run(`CREATE VIRTUAL TABLE product_words_bn USING fts5vocab(product_word_index_bn, 'row')`);
  await run(`CREATE TRIGGER product_word_index_bn_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_word_index_bn(rowid, name_bn) VALUES (new.id, new.name_bn); END`);
  await run(`CREATE TRIGGER product_word_index_bn_delete AFTER DELETE ON products BEGIN
    INSERT INTO product_word_index_bn(product_word_index_bn, rowid, name_bn) VALUES ('delete', old.id, old.name_bn);
      END`);
  await run(`CREATE TRIGGER product_word_index_bn_update AFTER UPDATE OF name_bn ON products BEGIN
    INSERT INTO product_word_index_bn(product_word_index_bn, rowid, name_bn) VALUES ('delete', old.id, old.name_bn);
    INSERT INTO product_word_index_bn(rowid, name_bn) VALUES (new.id, new.name_bn); END`);
  await run(`INSERT INTO product_word_index_bn(product_word_index_bn) VALUES ('rebuild')`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (isPostgres(db)) {
    for (const trigger of ['product_words_bn_insert', 'product_words_bn_update'])
      await run(`DROP TRIGGER ${trigger} ON products`);
    await run('DROP FUNCTION product_words_bn_add()');
    await run('DROP FUNCTION product_words_bn_rename()');
    await run('DROP TABLE product_words_bn');
    await run('DROP INDEX products_name_bn_words');
    await run('DROP FUNCTION bangla_words(text)');
    return;
  }
  for (const trigger of [
    'product_word_index_bn_insert',
    'product_word_index_bn_delete',
    'product_word_index_bn_update',
  ])
    await run(`DROP TRIGGER ${trigger}`);
  await run('DROP TABLE product_words_bn');
  await run('DROP TABLE product_word_index_bn');
}
