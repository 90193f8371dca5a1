export default {
  displayName: 'api-client-contract',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api-client/contract',
};
