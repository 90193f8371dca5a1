import jsxA11y from 'eslint-plugin-jsx-a11y';
import baseConfig from '../../eslint.config.mjs';

const NO_STYLE =
  'Markup that can be server-rendered has no style attribute (README, "No style attributes"): use a class from the CSS module.';

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
  // No style attributes (README): the shell streams server-rendered pages, whose CSP goes out before the markup
  // exists, so it cannot allow an inline style by hash. A style set only after mount says why on its line.
  {
    files: ['**/*.tsx'],
    rules: {
      'react/forbid-dom-props': ['error', { forbid: [{ propName: 'style', message: NO_STYLE }] }],
      'react/forbid-component-props': ['error', { forbid: [{ propName: 'style', message: NO_STYLE }] }],
    },
  },
  // The token docs paint each token with the token itself; no app renders them (src/stories-server-markup.spec.tsx).
  {
    files: ['**/tokens/tokens.stories.tsx', '**/tokens/contrast-table.tsx'],
    rules: { 'react/forbid-dom-props': 'off' },
  },
];
