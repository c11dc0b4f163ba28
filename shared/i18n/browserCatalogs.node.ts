import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_DIR, compileCatalog, readCatalogs } from './catalog.node';
import { BROWSER_NAMESPACES, LANGUAGES, type Language } from './languages';

/**
 * The build's copy of each language's browser texts (common, forms, shopper and every island's
 * own, compiled), twice: /build/i18n/<locale>-<hash>.json, named after its content, which the
 * shop's pages name (views.ts) and browsers keep for a year, so a page's document carries no
 * texts and a shopper fetches them once per language and release; and /build/i18n/<locale>.json,
 * the stable name a page from another backend fetches (pageI18n), sent with no-cache. Answers
 * locale -> the content-named file's address, for the manifest.
 */
export function writeBrowserCatalogs(root: string, outdir: string, islands: readonly string[]): Record<string, string> {
  const catalogs = readCatalogs(path.join(root, CATALOG_DIR));
  mkdirSync(path.join(outdir, 'i18n'), { recursive: true });
  const named: Record<string, string> = {};
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const { locale } = LANGUAGES[language];
    const text = JSON.stringify(
      compileCatalog(
        catalogs[language],
        [...BROWSER_NAMESPACES, ...islands].filter((ns) => ns in catalogs[language]),
      ),
    );
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
    writeFileSync(path.join(outdir, 'i18n', `${locale}.json`), text);
    writeFileSync(path.join(outdir, 'i18n', `${locale}-${hash}.json`), text);
    named[locale] = `/build/i18n/${locale}-${hash}.json`;
  }
  return named;
}
