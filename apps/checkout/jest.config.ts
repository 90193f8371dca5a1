export default {
  displayName: 'checkout',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/checkout',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
