import nx from '@nx/eslint-plugin';

/**
 * Module boundaries (STYLE.md 4): apps import libs only; libs/ui imports no lib of ours;
 * api-client and state never import ui; apps/api imports only the API contract.
 */
export const depConstraints = [
  { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app', 'type:e2e'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:routes', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:i18n', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:state', onlyDependOnLibsWithTags: ['type:contract', 'type:routes'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contract', 'type:state'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:contract'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:routes', 'type:tool'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:contract', 'type:routes'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: ['**/dist', '**/node_modules', '**/tmp', '**/coverage', '**/storybook-static', '**/.nx', '**/test-results', '**/playwright-report', '**/.data'],
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
