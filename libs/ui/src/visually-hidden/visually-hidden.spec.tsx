import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('given text in a button, when rendered, then it names the button and axe finds no violations', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">→</span>
        <VisuallyHidden>Next photo</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given as="legend", when rendered in a fieldset, then it names the group', () => {
    render(
      <fieldset>
        <VisuallyHidden as="legend">Rate plans</VisuallyHidden>
        <input type="radio" aria-label="Room only" />
      </fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Rate plans' })).toBeInTheDocument();
  });
});
