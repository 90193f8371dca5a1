export default {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/shell',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
