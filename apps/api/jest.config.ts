const babel = [
  'babel-jest',
  {
    presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: 'commonjs' }], '@babel/preset-typescript'],
    // PGlite's CommonJS build loads parts with import(), which Jest's VM rejects without a Node flag.
    plugins: ['@babel/plugin-transform-dynamic-import'],
  },
];

export default {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // typebox and jose ship ES modules only (.mjs/.js with export): let babel turn them into CommonJS for Jest.
  transform: { '^.+\\.([cm]?[tj]s|tsx?)$': babel },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|jose|cookie|content-disposition|@electric-sql)/)'],
  maxWorkers: 1,
  testTimeout: 60_000,
  coverageDirectory: '../../coverage/apps/api',
};
