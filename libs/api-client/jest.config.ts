const babel = [
  'babel-jest',
  {
    presets: [
      ['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }],
      // @nivaas/state (imported from source) has a React provider.
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    // PGlite (used by the in-process API of the global setup) loads parts with import().
    plugins: ['@babel/plugin-transform-dynamic-import'],
  },
];

export default {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
  // The client runs on fetch; Node's fetch talks to the in-process API without CORS.
  testEnvironment: 'node',
  // typebox (the contract) and the API's dependencies ship ES modules only: babel turns them into CommonJS.
  transform: { '^.+\\.([cm]?[tj]s|tsx?)$': babel },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|jose|cookie|@electric-sql)/)'],
  // The real API, started once in this process for every test file (see the file's comment).
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  testTimeout: 30_000,
  // Two cores are shared by the whole team.
  maxWorkers: 1,
  coverageDirectory: '../../coverage/libs/api-client',
  // The contract is its own project with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/contract/'],
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/index.ts', '!src/in-process/test-api.ts'],
  coverageReporters: ['text-summary', 'text'],
  coverageThreshold: { global: { lines: 90 } },
};
