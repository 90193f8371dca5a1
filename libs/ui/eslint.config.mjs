import jsxA11y from 'eslint-plugin-jsx-a11y';
import baseConfig from '../../eslint.config.mjs';

/**
 * The design system is where accessibility is won or lost, so the jsx-a11y rules the workspace
 * already registers are all on here, plus a ban on bare window/document (server-render safety:
 * reach them through an element's ownerDocument or inside effects and handlers).
 */
export default [
  ...baseConfig,
  // The plugin is registered by the workspace's React config; only its recommended rules are added.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/**/*.spec.tsx', 'src/**/*.spec.ts', 'src/**/*.stories.tsx', 'src/test-setup.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Not server-render safe: use a ref’s ownerDocument.defaultView inside an effect.' },
      ],
    },
  },
];
