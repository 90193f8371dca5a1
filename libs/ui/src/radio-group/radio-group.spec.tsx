import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'now', label: 'Pay now' },
  { value: 'hotel', label: 'Pay at hotel' },
];

describe('RadioGroup', () => {
  it('given options, when one is tapped, then onChange gets its value', async () => {
    const onChange = jest.fn();
    render(<RadioGroup legend="Payment" name="pay" options={options} value={null} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay at hotel' }));
    expect(onChange).toHaveBeenCalledWith('hotel');
  });

  it('given a value, when rendered, then that radio is checked', () => {
    render(<RadioGroup legend="Payment" name="pay" options={options} value="now" onChange={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'Pay now' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay at hotel' })).not.toBeChecked();
  });

  it('given an error, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <RadioGroup legend="Payment" name="pay" options={options} value={null} onChange={jest.fn()} error="Choose one" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
