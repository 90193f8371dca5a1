import nx from '@nx/eslint-plugin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Specs and test helpers run under Jest in Node, never in a visitor's browser. */
const TEST_FILES = [
  '**/*.spec.{ts,tsx}',
  '**/test-setup.ts',
  '**/testing.{ts,tsx}',
  '**/testing/**',
  '**/*.stories.tsx',
  '**/.storybook/**',
];

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
  (name) => ({
    name,
    message: `Not server-render safe: reach ${name} through an adapter or an element's ownerDocument, inside an effect or a handler.`,
  }),
);

/** libs/api-client/README.md: features reach the API through their seam only, so a spec has one way to fake it. */
const ONE_WAY_TO_THE_API =
  "Reach the API through your feature's seam (createApiSeam from @nivaas/api-client: useApi() in components, .api elsewhere).";

const BROWSER_SYNTAX = [
  // Every link of the site is built by @nivaas/routes' link builders, so a URL changes in one place.
  {
    selector: 'JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\//]',
    message: "Build the link with @nivaas/routes' link builders (paths.ts).",
  },
  {
    selector: 'JSXAttribute[name.name=/^(to|href)$/] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
    message: "Build the link with @nivaas/routes' link builders (paths.ts).",
  },
  // The import rule misses the client taken from a dynamic import (`import('@nivaas/api-client').then((m) => ...)`).
  { selector: "MemberExpression[property.name='getBrowserApiClient']", message: ONE_WAY_TO_THE_API },
];

/** A feature's API file is a seam, not a hand-written context a spec must know how to fill. */
const NO_HAND_WRITTEN_API_CONTEXT = [
  {
    selector:
      "ImportSpecifier[imported.name='createContext'], CallExpression[callee.name='createContext'], CallExpression[callee.property.name='createContext']",
    message: 'An API or services file declares a seam (createApiSeam, with its browser services), not its own context.',
  },
];

/** Specs double the API with createFakeApiClient through the seam, never by replacing the module. */
const NO_API_CLIENT_MODULE_MOCK = {
  selector:
    "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock|unstable_mockModule)$/][arguments.0.value=/^@nivaas\\/api-client/]",
  message:
    'Hand the code a createFakeApiClient through its seam (Provider, or provideApiClient from @nivaas/api-client/testing).',
};

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * import/no-restricted-paths zones for every app: nothing outside a feature imports its files but its index
 * (and testing helpers); a screen imports no other screen, and no feature imports a screen.
 */
function featureZones() {
  const zones = [];
  for (const app of dirs(join(ROOT, 'apps'))) {
    const src = `apps/${app}/src`;
    const features = dirs(join(ROOT, src, 'features'));
    const screens = dirs(join(ROOT, src, 'screens'));
    const topLevel = readdirSync(join(ROOT, src), { withFileTypes: true })
      .filter((d) => d.name !== 'features')
      .map((d) => `${src}/${d.name}`);
    for (const feature of features) {
      zones.push({
        target: [...topLevel, ...features.filter((f) => f !== feature).map((f) => `${src}/features/${f}`)],
        from: `${src}/features/${feature}`,
        except: ['./index.ts', './index.tsx', './testing.ts', './testing.tsx', './testing'],
        message: `Import the ${feature} feature through its index (docs/conventions.md 5).`,
      });
    }
    for (const screen of screens) {
      zones.push({
        target: [
          ...screens.filter((s) => s !== screen).map((s) => `${src}/screens/${s}`),
          ...features.map((f) => `${src}/features/${f}`),
        ],
        from: `${src}/screens/${screen}`,
        message: `A screen is reached from routes.ts only: move what ${screen} shares into a feature (docs/conventions.md 5).`,
      });
    }
  }
  return zones;
}

/** The names a shared subset provides (tools/webpack/shared-subsets): the only ones code may import. */
const subsetNames = (pkg) => {
  const source = readFileSync(new URL(`./tools/webpack/shared-subsets/${pkg}.ts`, import.meta.url), 'utf8');
  // Every `export { a, b }` / `export type { C }` block, however it is laid out.
  return [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
};

/**
 * Module boundaries (docs/conventions.md 4): apps import libs only; libs/domain (the pure rules and formats) imports no lib
 * of ours, so the browser, the filter worker and the API can all use it; libs/ui imports only domain and i18n;
 * api-client and state never import ui; apps/api imports only the API contract, the domain and i18n (its locales and
 * Accept-Language reading, so the API picks the same locale as the site); routes and the API client read i18n's locale
 * (a screen's texts load with its code; every API call says the page's language).
 */
export const depConstraints = [
  { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:e2e'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:i18n'] },
  { sourceTag: 'type:state', onlyDependOnLibsWithTags: ['type:contract', 'type:domain'] },
  // A screen arrives with its texts in the page's language (defineScreen), and the API client and the API speak the
  // visitor's language (Accept-Language): all three read @nivaas/i18n's locale.
  { sourceTag: 'type:routes', onlyDependOnLibsWithTags: ['type:state', 'type:domain', 'type:i18n'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:domain', 'type:i18n'],
  },
  // What both Node servers share (logging, request ids, readiness, drain, overload): nothing of the browser's.
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contract', 'type:domain', 'type:i18n', 'type:server'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:routes', 'type:domain', 'type:tool'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:contract', 'type:routes', 'type:domain'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/tmp',
      '**/coverage',
      '**/storybook-static',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/.data',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser code. Patterns start with ** because Nx lints each project from its own folder (the paths
    // ESLint matches are relative to apps/shell/, not to the workspace root). Node code (apps/api,
    // apps/e2e, tools, the shell's server/) switches these rules off in its own config.
    files: ['**/src/**/*.{ts,tsx}'],
    // Test helpers (testing.tsx, testing/) run under Jest on the real packages, like specs.
    ignores: TEST_FILES,
    rules: {
      // react-router-dom, rxjs and immer are shared as subsets (tools/webpack/shared-subsets): a name outside
      // the subset would be undefined in the browser, so lint refuses it. Specs run on the real packages.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: subsetNames('react-router-dom'),
              message:
                'Only the shared subset of react-router-dom is available; add the name to tools/webpack/shared-subsets/react-router-dom.ts.',
            },
            {
              name: 'rxjs',
              allowImportNames: subsetNames('rxjs'),
              message:
                'Only the shared subset of rxjs is available; add the name to tools/webpack/shared-subsets/rxjs.ts.',
            },
            {
              name: 'immer',
              allowImportNames: subsetNames('immer'),
              message:
                'Only the shared subset of immer is available; add the name to tools/webpack/shared-subsets/immer.ts.',
            },
            { name: 'react-router', message: 'Import from react-router-dom (the shared singleton).' },
            {
              name: '@nivaas/api-client',
              importNames: ['getBrowserApiClient', 'seamClient'],
              message: ONE_WAY_TO_THE_API,
            },
            { name: 'rxjs/operators', message: 'Import operators from rxjs (the shared singleton).' },
          ],
          patterns: [
            {
              group: ['@nivaas/*/testing', '@nivaas/*/testing/*'],
              message: 'Testing entries are for specs and test helpers only.',
            },
            {
              group: ['@nivaas/*/src', '@nivaas/*/src/*'],
              message: 'Import a lib through its entry (its package.json exports), not its files.',
            },
          ],
        },
      ],
      // Server-render safety (docs/architecture.md): the browser's globals only in adapters and entry points. Elsewhere
      // reach them through an adapter (@nivaas/state browserWindow/browserDocument) or an element's ownerDocument.
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
      'no-restricted-syntax': ['error', ...BROWSER_SYNTAX],
    },
  },
  {
    files: ['**/src/**/*-api.{ts,tsx}', '**/src/**/*-services.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...BROWSER_SYNTAX, ...NO_HAND_WRITTEN_API_CONTEXT] },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/test-setup.ts', '**/testing.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', NO_API_CLIENT_MODULE_MOCK] },
  },
  {
    // Where the browser's globals are the point: entry points, adapters, workers.
    files: ['**/bootstrap.tsx', '**/main.ts', '**/adapters/**', '**/*-adapter.ts', '**/*.worker.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // docs/conventions.md 5: no cycles between modules of a project (Nx's module-boundary rule catches them between projects).
    files: ['**/*.{ts,tsx}'],
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // One import statement per module (type-only names ride along inline).
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    // docs/conventions.md 5: a feature is reached only through its index (or its testing helpers, from specs); a screen
    // (screens/<screen id>/) only from its app's routes.ts and shell composition, never from another screen or
    // a feature. Zones are read from the folders, so a new feature or screen is covered without a change here.
    files: ['**/src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: featureZones() }] },
  },
  {
    // Build and test configuration may reach tooling anywhere in the workspace; a Storybook's configuration takes
    // libs/ui's preview (tokens, reset, viewports, axe), so every Storybook looks and is checked alike.
    files: ['**/*.config.{ts,mjs,js,cjs}', '**/jest.preset.js', '**/jest.*.ts', '**/.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The load benchmark drives the API in-process, as its own tests do.
    files: ['**/bench/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
