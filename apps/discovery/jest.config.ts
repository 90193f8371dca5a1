export default {
  displayName: 'discovery',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/discovery',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
