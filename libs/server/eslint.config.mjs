import baseConfig from '../../eslint.config.mjs';

/** Node code: not bundled for a browser, so the shared-subset and browser-global rules do not apply. */
export default [...baseConfig, { rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' } }];
