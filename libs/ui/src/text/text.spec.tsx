import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Text } from './text';

describe('Text', () => {
  it('given muted small text, when rendered, then it is a paragraph and axe finds no violations', async () => {
    const { container } = render(
      <Text muted size="sm">
        Prices include taxes.
      </Text>,
    );
    expect(screen.getByText('Prices include taxes.').tagName).toBe('P');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given as="time" with a role, when rendered, then both reach the element', () => {
    render(
      <Text as="time" dateTime="2026-12-12" role="status">
        12 Dec
      </Text>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('datetime', '2026-12-12');
  });
});
