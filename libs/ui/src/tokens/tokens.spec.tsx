import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { contrastPairs, MIN_RATIO } from './contrast-pairs';
import { ContrastTable, contrastRatio } from './contrast-table';
import { TokenTable } from './token-table';
import { tokenGroups } from './token-list';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

describe('tokens', () => {
  it('given tokens.css, when compared with the docs list, then every token is documented exactly once', () => {
    const declared = [...new Set([...css.matchAll(/^\s*(--nv-[a-z0-9-]+):/gm)].map((m) => m[1]))].sort();
    const documented = Object.values(tokenGroups)
      .flatMap((group) => group.map(([name]) => name))
      .sort();
    expect(documented).toEqual(declared);
  });

  it('given reduced motion, when the media query applies, then every duration becomes 0 ms', () => {
    const reduced = css.slice(css.indexOf('prefers-reduced-motion'));
    for (const [name] of tokenGroups.motion.filter(([n]) => n.includes('duration'))) {
      expect(reduced).toContain(`${name}: 0ms`);
    }
  });

  it('given a token set, when the docs table renders, then axe finds no violations', async () => {
    const { container } = render(<TokenTable tokens={tokenGroups.radius} sample={() => <span>x</span>} />);
    expect(screen.getAllByRole('row')).toHaveLength(tokenGroups.radius.length + 1);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('contrast of the colour pairs in use', () => {
  const value = (name: string) => css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim() ?? 'missing';

  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    'given %s, when its ratio is computed from tokens.css, then it reaches WCAG AA for its use',
    (_name, { foreground, background, use }) => {
      expect(contrastRatio(value(foreground), value(background))).toBeGreaterThanOrEqual(MIN_RATIO[use]);
    },
  );

  it('given two known colours, when compared, then the ratio is WCAG’s (black on white 21:1, #767676 4.5:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('given the table, when rendered, then every pair has a row and axe finds no violations', async () => {
    const { container } = render(<ContrastTable />);
    expect(screen.getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
