import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Stack } from './stack';

describe('Stack', () => {
  it('given as="ul", when rendered, then it is a list of its items and axe finds no violations', async () => {
    const { container } = render(
      <Stack as="ul" gap={4} aria-label="Rooms">
        <li>Deluxe</li>
        <li>Suite</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Rooms' }).children).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given defaults, when rendered, then it is a div', () => {
    const { container } = render(<Stack>Body</Stack>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('given as="ol" with start and divided, when rendered, then the list starts there and is marked divided', () => {
    render(
      <Stack as="ol" start={6} divided aria-label="Questions">
        <li>Is there parking?</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(list).toHaveAttribute('start', '6');
    expect(list.className).toMatch(/divided/);
  });
});
