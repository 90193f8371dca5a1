import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('given the minimum, when rendered, then minus is disabled and plus adds one', async () => {
    const onChange = jest.fn();
    render(<Stepper label="Adults" value={1} min={1} max={5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Adults' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('given the maximum, when rendered, then plus is disabled and minus removes one', async () => {
    const onChange = jest.fn();
    render(<Stepper label="Kids" value={5} min={0} max={5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Increase Kids' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Kids' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('given a value, when rendered, then the group is labelled and axe finds no violations', async () => {
    const { container } = render(<Stepper label="Rooms" value={2} min={1} max={8} onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Rooms' })).toHaveTextContent('2');
    expect(await axe(container)).toHaveNoViolations();
  });
});
