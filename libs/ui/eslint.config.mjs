import jsxA11y from 'eslint-plugin-jsx-a11y';
import baseConfig from '../../eslint.config.mjs';

/**
 * The design system is where accessibility is won or lost, so the jsx-a11y rules the workspace
 * already registers are all on here. The workspace's ban on bare window/document applies too
 * (server-render safety: reach them through an element's ownerDocument, in effects and handlers).
 */
export default [
  ...baseConfig,
  // The plugin is registered by the workspace's React config; only its recommended rules are added.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
  // autoFocus is judged where it reaches the DOM (OtpInput's first box, which says why); a component's prop
  // of that name only passes the app's decision on.
  { files: ['**/*.tsx'], rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] } },
];
