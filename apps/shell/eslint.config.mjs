import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The production server (server/) runs in Node: no shared subsets, no browser.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // The federation runtime plugin runs before the share scope exists: a shared singleton imported here has
    // no factory yet and the page does not start (seen: "Cannot read properties of undefined (reading 'call')").
    files: ['src/federation/runtime-plugin.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nivaas/*', 'react', 'react-dom', 'react-dom/*', 'react-router-dom', 'rxjs', 'immer', 'dayjs'],
              message: 'The runtime plugin runs before the share scope: it may import no shared module.',
            },
          ],
        },
      ],
    },
  },
];
