import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOG_DIR, readCatalogs } from './catalog.node';
import { BROWSER_NAMESPACES } from './languages';

const root = path.join(__dirname, '../..');
const catalogs = readCatalogs(path.join(root, CATALOG_DIR));

/** The {names} a message fills in (plural/select arguments included), from its compiled form. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (part: unknown): void => {
    if (Array.isArray(part)) {
      if (typeof part[0] === 'string' && part.length <= 3 && (part.length === 1 || typeof part[1] === 'string'))
        found.add(part[0]);
      part.forEach(walk);
    } else if (part && typeof part === 'object') Object.values(part).forEach(walk);
  };
  const compiled = compileMessage(message);
  if (Array.isArray(compiled)) compiled.filter(Array.isArray).forEach(walk);
  return [...found].sort();
}

/** Source files that show texts: islands, shared components, the server and its templates (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.(tsx?|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every text id written as a literal where a text is shown: t('…'), {{t "…"}}, pageText('…'), <TaggedText id="…">. */
const USES = /(?:\bt\(\s*|\{\{t\s+|pageText\(\s*|<TaggedText\s+id=)['"]([a-z][\w-]*\.[\w.-]+)['"]/g;
const uses = ['islands', 'shared', 'server']
  .flatMap((dir) => sources(path.join(root, dir)))
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(USES)].map((match) => ({ file: path.relative(root, file), id: match[1] })),
  );

describe('the catalogue of texts', () => {
  it('has the same namespaces and keys in English and Bangla', () => {
    expect(Object.keys(catalogs.bn).sort()).toEqual(Object.keys(catalogs.en).sort());
    for (const namespace of Object.keys(catalogs.en)) {
      expect({ namespace, keys: Object.keys(catalogs.bn[namespace]).sort() }).toEqual({
        namespace,
        keys: Object.keys(catalogs.en[namespace]).sort(),
      });
    }
  });

  it('has a Bangla text for every English one, filling in the same values', () => {
    for (const [namespace, texts] of Object.entries(catalogs.en)) {
      for (const [key, english] of Object.entries(texts)) {
        const bangla = catalogs.bn[namespace]?.[key] ?? '';
        expect({ id: `${namespace}.${key}`, empty: bangla.trim() === '' }).toEqual({
          id: `${namespace}.${key}`,
          empty: false,
        });
        expect({ id: `${namespace}.${key}`, values: argumentsOf(bangla) }).toEqual({
          id: `${namespace}.${key}`,
          values: argumentsOf(english),
        });
      }
    }
  });

  it('holds every text the islands, templates and server name', () => {
    expect(uses.length).toBeGreaterThan(0);
    const missing = uses.filter(({ id }) => {
      const [namespace, ...key] = id.split('.');
      return catalogs.en[namespace]?.[key.join('.')] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it("lets an island show only texts the page sends it: its own and the shared namespaces'", () => {
    const strays = uses.filter(({ file, id }) => {
      const island = /^islands\/([^/]+)\//.exec(file)?.[1];
      const namespace = id.split('.')[0];
      const browser = island !== undefined || /^shared\//.test(file);
      return browser && !(BROWSER_NAMESPACES as readonly string[]).includes(namespace) && namespace !== island;
    });
    expect(strays).toEqual([]);
  });
});
