// ESLint flat config. Formatting is Prettier's (eslint-config-prettier turns the clashing rules off);
// max-len stays on after it because Prettier cannot wrap long strings or comments.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserCode = ['entries/**', 'islands/**', 'shared/**'];
const serverCode = [
  'server/**',
  'sandbox/**',
  'shared/**/*.node.ts',
  'bench/**',
  'e2e/**',
  'build/**',
  '*.mjs',
  '*.js',
  '*.ts',
];
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/*Fixture.ts', 'shared/test/**', 'server/test/**'];

// The server's layers, lowest first (docs/architecture.md, "The server's layers"). A file imports from its own folder
// and from lower layers only: never from a higher layer, nor from another folder of its own layer. Tests may import
// anything. Every folder of server/ is in one layer.
const SERVER_LAYERS = [
  ['payments', 'sms'],
  ['config.ts', 'lib'],
  ['db'],
  ['stock'],
  ['uploads', 'fonts', 'limits', 'courier', 'ssr'],
  ['address', 'catalog', 'blog', 'careers', 'pages'],
  ['cart', 'search', 'reviews', 'customer', 'seo', 'notifications', 'recent'],
  ['alerts'],
  ['checkout'],
  ['orders'],
  ['parcels'],
  ['returns'],
  ['seed'],
  ['plugins'],
  ['routes', 'views', 'lifecycle', 'app.ts', 'main.ts', 'resumes.ts', 'test', 'hostile', 'instances'],
].map((layer) => layer.map((entry) => `server/${entry}`));
const root = path.dirname(fileURLToPath(import.meta.url));
const unlayered = readdirSync(path.join(root, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || !entry.name.endsWith('.test.ts'))
  .map((entry) => `server/${entry.name}`)
  .filter((entry) => !SERVER_LAYERS.flat().includes(entry));
if (unlayered.length > 0) throw new Error(`eslint.config.mjs: put ${unlayered.join(', ')} in one of SERVER_LAYERS`);
const layerZones = SERVER_LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((entry) => ({
    target: entry,
    from: [...layer.filter((other) => other !== entry), ...SERVER_LAYERS.slice(index + 1).flat()],
    message: `${entry} imports only from lower layers (SERVER_LAYERS; docs/architecture.md).`,
  })),
);
// The simulators of sandbox/ speak HTTP to the shop and know nothing of it; only the demo shop's start and the tests
// start them (the shop's drivers are pointed at them by configuration).
const sandboxZones = [
  { target: 'sandbox', from: 'server', message: 'sandbox/ answers over HTTP and imports nothing of server/.' },
  {
    target: SERVER_LAYERS.flat().filter((entry) => !['server/main.ts', 'server/test'].includes(entry)),
    from: 'sandbox',
    message: 'Only server/main.ts (the demo shop) and tests start the sandbox; drivers reach it by configuration.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'e2e/screenshots/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // An empty interface that extends one type is how a module augments another's (the store's slices).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // No module imports a test: a test file is never part of a cycle, and searching its imports for one is wasted.
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: tests,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/**', 'sandbox/**'],
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...sandboxZones] }] },
  },
  {
    // Jest loads these as CommonJS (the package is not an ES module): require is their import.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Kysely's migrations take Kysely<any>: a migration must not depend on the schema as it is today.
    files: ['server/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: browserCode, languageOptions: { globals: globals.browser } },
  { files: serverCode, languageOptions: { globals: globals.node } },
  { files: tests, languageOptions: { globals: { ...globals.jest, ...globals.node } } },
  {
    // React's rules where React runs: the compiler's analysis of every server module finds nothing and costs the most.
    files: [...browserCode, ...tests].map((pattern) => (pattern.endsWith('**') ? `${pattern}/*.{ts,tsx}` : pattern)),
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off.
    rules: {
      // A regular expression cannot be broken across lines without losing its readability.
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true, ignorePattern: '^import\\s.+\\sfrom\\s.+;$' },
      ],
    },
  },
);
