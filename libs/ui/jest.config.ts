export default {
  displayName: 'ui',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  // Two cores shared by four engineers.
  maxWorkers: 1,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
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
  // Storybook 10 ships ESM only: let babel turn it into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  coverageDirectory: '../../coverage/libs/ui',
};
