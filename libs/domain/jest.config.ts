export default {
  displayName: 'domain',
  preset: '../../jest.preset.js',
  // The rules run in browsers, the filter worker and the API alike: test them where nothing of a page exists.
  testEnvironment: 'node',
  maxWorkers: 1,
  coverageDirectory: '../../coverage/libs/domain',
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { lines: 90, statements: 90, functions: 90, branches: 85 } },
};
