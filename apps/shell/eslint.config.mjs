import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The production server (server/) runs in Node: no shared subsets, no browser.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
];
