export default {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/libs/api-client',
  // The contract is its own project with its own tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/contract/'],
};
