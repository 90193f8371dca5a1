// The Storybook test-runner's ejected config, also apps/account's (its test-runner-jest.config.js re-exports this one,
// where the runner looks): runs every story (render + play + axe via addon-a11y's `a11y.test: 'error'`) in a real
// browser. Chromium comes from the system, not a Playwright download.
const { getJestConfig } = require('@storybook/test-runner');

const testRunnerConfig = getJestConfig();

module.exports = {
  ...testRunnerConfig,
  maxWorkers: 1,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  },
};
