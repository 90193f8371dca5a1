export default {
  displayName: 'tools',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  maxWorkers: 1,
  coverageDirectory: '../coverage/tools',
};
