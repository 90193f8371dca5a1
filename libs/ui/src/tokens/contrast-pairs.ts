/**
 * The colour pairs the components draw, foreground on background, with the WCAG 2.2 AA ratio each must reach: 4.5:1
 * for text (1.4.3), 3:1 for a field's outline or a focus ring against the page (1.4.11). The Tokens/Colour page shows
 * each ratio as the browser computes it, and tokens.spec.tsx fails when a token change breaks one.
 * (Disabled controls' text is exempt in WCAG, so it is not listed.)
 */
export type ContrastUse = 'text' | 'non-text';

export interface ContrastPair {
  readonly foreground: string;
  readonly background: string;
  readonly use: ContrastUse;
  /** Where the pair appears. */
  readonly where: string;
}

export const MIN_RATIO: Record<ContrastUse, number> = { text: 4.5, 'non-text': 3 };

const pair = (foreground: string, background: string, use: ContrastUse, where: string): ContrastPair => ({
  foreground: `--nv-color-${foreground}`,
  background: `--nv-color-${background}`,
  use,
  where,
});

export const contrastPairs: readonly ContrastPair[] = [
  pair('text', 'surface', 'text', 'Body text on the page and cards'),
  pair('text', 'surface-subtle', 'text', 'Body text in grouped sections'),
  pair('text-muted', 'surface', 'text', 'Secondary text: dates, captions'),
  pair('text-muted', 'surface-subtle', 'text', 'Secondary text in grouped sections'),
  pair('on-primary', 'primary', 'text', 'Primary button label'),
  pair('on-primary', 'primary-hover', 'text', 'Primary button label, pressed'),
  pair('primary', 'surface', 'text', 'Links and text buttons'),
  pair('primary-hover', 'primary-subtle', 'text', 'Brand text on a tinted background'),
  pair('on-secondary', 'secondary', 'text', 'Selected filter, switch on'),
  pair('secondary', 'secondary-subtle', 'text', 'Selected filter chip text'),
  pair('success', 'surface', 'text', 'Discounts, savings'),
  pair('success', 'success-subtle', 'text', 'Success tag'),
  pair('danger', 'surface', 'text', 'Errors, sold out'),
  pair('danger', 'danger-subtle', 'text', 'Error tag'),
  pair('warning', 'warning-subtle', 'text', 'Warning tag'),
  pair('info', 'info-subtle', 'text', 'Information tag'),
  pair('border-strong', 'surface', 'non-text', "A field's outline"),
  pair('focus', 'surface', 'non-text', 'Focus ring'),
];
