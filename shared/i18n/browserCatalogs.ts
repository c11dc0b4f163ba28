import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_DIR, compileCatalog, readCatalogs } from './catalog';
import { BROWSER_NAMESPACES, LANGUAGES, type Language } from './languages';

/**
 * The build's copy of each language's browser texts, /build/i18n/<locale>.json: common, forms and
 * every island's own, compiled. The shop's own pages carry their texts inline; a page from another
 * backend, whose mount points have only data attributes, fetches its language's file (pageI18n).
 */
export function writeBrowserCatalogs(root: string, outdir: string, islands: readonly string[]): void {
  const catalogs = readCatalogs(path.join(root, CATALOG_DIR));
  mkdirSync(path.join(outdir, 'i18n'), { recursive: true });
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const messages = compileCatalog(catalogs[language], [...BROWSER_NAMESPACES, ...islands].filter((ns) => ns in catalogs[language]));
    writeFileSync(path.join(outdir, 'i18n', `${LANGUAGES[language].locale}.json`), JSON.stringify(messages));
  }
}
