const nxPreset = require('@nx/jest/preset').default;

/** Shared Jest settings: babel for TS/TSX, CSS Modules as identity maps, jsdom with the encoders react-router needs. */
module.exports = {
  ...nxPreset,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.([cm]?[tj]s|[tj]sx)$': [
      'babel-jest',
      {
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
  // These ship ES modules only; babel turns them into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|jose|cookie|content-disposition|@electric-sql)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy' },
  setupFiles: [`${__dirname}/tools/jest/setup-env.js`],
  coverageReporters: ['text-summary', 'lcov'],
};
