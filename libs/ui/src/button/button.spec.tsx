import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from './button';

describe('Button', () => {
  it('given a label, when clicked, then calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Book now</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given no type, when rendered, then it does not submit forms', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('given loading, when rendered, then it is disabled, busy and shows the loading label', async () => {
    const onClick = jest.fn();
    render(
      <Button loading loadingLabel="Booking…" onClick={onClick}>
        Book now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Booking…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given keyboard focus, when Enter is pressed, then it activates', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Book now</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalled();
  });

  it('given every variant, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="danger">Danger</Button>
        <Button disabled>Disabled</Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
