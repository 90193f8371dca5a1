import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastTable } from './contrast-table';
import { TokenTable } from './token-table';
import { tokenGroups } from './token-list';

/**
 * Design tokens are CSS custom properties in `libs/ui/src/tokens/tokens.css`, imported once by the
 * shell. Override any of them on `:root` (or a subtree) to theme; durations drop to 0 ms when the
 * user prefers reduced motion. Each story below is one token set.
 */
const meta = {
  title: 'Tokens/Samples',
  // The token sets have their own MDX docs pages (Tokens/Colour, ...), so no autodocs page here.
  tags: ['!autodocs'],
  component: TokenTable,
  args: { tokens: tokenGroups.colour, sample: (_name: string): ReactNode => null },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Inline styles are safe here: each sample paints its token with the token itself, and no app renders these docs
// (exempt from libs/ui's no-style rule in eslint.config.mjs and stories-server-markup.spec.tsx).
const box = { width: 64, height: 40, borderRadius: 8, border: '1px solid var(--nv-color-border)' } as const;

export const Colour: Story = {
  args: {
    tokens: tokenGroups.colour,
    sample: (name: string) => <div style={{ ...box, background: `var(${name})` }} />,
  },
};
export const Type: Story = {
  args: {
    tokens: tokenGroups.type,
    sample: (name: string) => {
      const style = name.includes('size')
        ? { fontSize: `var(${name})` }
        : name.includes('weight')
          ? { fontWeight: `var(${name})` }
          : name.includes('line-height')
            ? { lineHeight: `var(${name})`, fontSize: 12 }
            : { fontFamily: `var(${name})` };
      return <span style={style}>{name.includes('line-height') ? 'Two\nlines' : 'Aa ₹1,499'}</span>;
    },
  },
};
export const Spacing: Story = {
  args: {
    tokens: tokenGroups.spacing,
    sample: (name: string) => (
      <div style={{ width: `var(${name})`, height: 16, background: 'var(--nv-color-primary)' }} />
    ),
  },
};
export const Radius: Story = {
  args: {
    tokens: tokenGroups.radius,
    sample: (name: string) => (
      <div style={{ ...box, borderRadius: `var(${name})`, background: 'var(--nv-color-primary-subtle)' }} />
    ),
  },
};
export const Elevation: Story = {
  args: {
    tokens: tokenGroups.elevation,
    sample: (name: string) =>
      name.includes('shadow') ? <div style={{ ...box, border: 0, boxShadow: `var(${name})` }} /> : <code>z</code>,
  },
};
export const Motion: Story = {
  args: {
    tokens: tokenGroups.motion,
    sample: (name: string) => (
      <div
        style={{
          ...box,
          background: 'var(--nv-color-secondary-subtle)',
          transition: name.includes('duration') ? `transform var(${name})` : `transform 600ms var(${name})`,
        }}
      />
    ),
  },
};
/** Every colour pair the components draw, with its contrast ratio computed from the tokens' live values. */
export const Contrast: Story = { render: () => <ContrastTable /> };
export const Mobile360: Story = {
  args: Colour.args,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
