// libs/ui's test-runner config (the same browser and axe for every Storybook): the runner looks for it here.
module.exports = require('../../libs/ui/test-runner-jest.config.js');
