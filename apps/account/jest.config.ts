export default {
  displayName: 'account',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/account',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
