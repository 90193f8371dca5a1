import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
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
