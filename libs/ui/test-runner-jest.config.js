// The shared test-runner config (tools/storybook): the runner looks for it here.
module.exports = require('../../tools/storybook/test-runner-jest.config.js');
