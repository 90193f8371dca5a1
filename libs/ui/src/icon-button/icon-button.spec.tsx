import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('given a label, when rendered, then the label is its accessible name and the icon is hidden', () => {
    render(<IconButton label="Close" icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('given a click handler, when tapped, then it is called', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Back" icon="←" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given every variant, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <IconButton label="Back" icon="←" />
        <IconButton label="Share" icon="⤴" variant="filled" />
        <IconButton label="Close" icon="✕" variant="outline" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
