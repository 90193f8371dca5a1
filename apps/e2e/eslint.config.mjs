import baseConfig from '../../eslint.config.mjs';

/** Node code: not bundled for a browser, so the shared-subset and browser-global rules do not apply. */
export default [
  ...baseConfig,
  { rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' } },
  {
    // Every journey and helper takes Playwright from support/test.ts, whose `test` fails on any CSP violation
    //: a file importing `test` from Playwright itself would run its journeys unwatched. axe comes from
    // support/axe.ts for the same reason.
    files: ['src/**/*.ts'],
    ignores: ['src/support/test.ts', 'src/support/axe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@axe-core/playwright',
              message:
                "Use axeBuilder(page) from './support/axe': it keeps axe's own inline style from being counted as the page's CSP violation.",
            },
            {
              name: '@playwright/test',
              message:
                "Import test, expect and Playwright's types from './support/test' (its test fails on any Content-Security-Policy violation; add a re-export there if one is missing).",
            },
          ],
        },
      ],
    },
  },
];
