import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Switch } from './switch';

describe('Switch', () => {
  it('given off, when tapped, then onChange gets true', async () => {
    const onChange = jest.fn();
    render(<Switch label="Use wallet" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Use wallet' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('given on and keyboard focus, when Space is pressed, then onChange gets false', async () => {
    const onChange = jest.fn();
    render(<Switch label="Use wallet" checked onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('given a description, when rendered, then axe finds no violations', async () => {
    const { container } = render(<Switch label="Use wallet" description="₹250" checked onChange={jest.fn()} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
