const babel = [
  'babel-jest',
  { presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'] },
];

export default {
  displayName: 'api-client-contract',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  // typebox ships ES modules only (.mjs): let babel turn them into CommonJS for Jest.
  transform: { '^.+\\.(m?[tj]s|tsx?)$': babel },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  maxWorkers: 1,
  coverageDirectory: '../../../coverage/libs/api-client/contract',
};
