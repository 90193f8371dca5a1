export default {
  displayName: 'hotel',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/hotel',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
