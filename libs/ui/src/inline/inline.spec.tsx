import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Inline } from './inline';

describe('Inline', () => {
  it('given as="ul" with links, when rendered, then it is a list and axe finds no violations', async () => {
    const { container } = render(
      <Inline as="ul" gap={4} tappable aria-label="More">
        <li>
          <a href="/bookings/">My bookings</a>
        </li>
        <li>
          <a href="/rewards/">Rewards</a>
        </li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'More' }).children).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given defaults, when rendered, then it is a div', () => {
    const { container } = render(<Inline>Body</Inline>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});
