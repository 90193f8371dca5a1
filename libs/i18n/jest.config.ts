export default {
  displayName: 'i18n',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/libs/i18n',
};
