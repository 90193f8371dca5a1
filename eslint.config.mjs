import nx from '@nx/eslint-plugin';
import { readFileSync } from 'node:fs';

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
 * Module boundaries (STYLE.md 4): apps import libs only; libs/domain (the pure rules and formats) imports no lib
 * of ours, so the browser, the filter worker and the API can all use it; libs/ui imports only domain and i18n;
 * api-client and state never import ui; apps/api imports only the API contract and the domain.
 */
export const depConstraints = [
  { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:e2e'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: ['type:domain'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:domain', 'type:i18n'] },
  { sourceTag: 'type:state', onlyDependOnLibsWithTags: ['type:contract', 'type:domain'] },
  { sourceTag: 'type:routes', onlyDependOnLibsWithTags: ['type:state', 'type:domain'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contract', 'type:state', 'type:domain'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contract', 'type:domain'] },
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
    // react-router-dom, rxjs and immer are shared as subsets (tools/webpack/shared-subsets): a name outside
    // the subset would be undefined in the browser, so lint refuses it. Specs run on the real packages.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/**/src/**/*.{ts,tsx}'],
    // Test helpers (testing.tsx, testing/) run under Jest on the real packages, like specs.
    ignores: [
      '**/*.spec.{ts,tsx}',
      '**/test-setup.ts',
      '**/testing.{ts,tsx}',
      '**/testing/**',
      '**/*.stories.tsx',
      'apps/api/**',
      'apps/e2e/**',
    ],
    rules: {
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
            { name: 'rxjs/operators', message: 'Import operators from rxjs (the shared singleton).' },
          ],
        },
      ],
    },
  },
  {
    // Build and test configuration may reach tooling anywhere in the workspace.
    files: ['**/*.config.{ts,mjs,js,cjs}', '**/jest.preset.js', '**/jest.*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The load benchmark drives the API in-process, as its own tests do.
    files: ['**/bench/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
