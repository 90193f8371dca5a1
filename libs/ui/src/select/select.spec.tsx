import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Select } from './select';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

describe('Select', () => {
  it('given options, when one is chosen, then onChange gets its value', async () => {
    const onChange = jest.fn();
    render(<Select label="Sort by" options={options} value="a" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('given a placeholder and no value, when rendered, then the placeholder shows', () => {
    render(<Select label="Reason" options={options} value="" onChange={jest.fn()} placeholder="Choose" />);
    expect(screen.getByLabelText('Reason')).toHaveDisplayValue('Choose');
  });

  it('given an error, a hint and the app’s own description, when rendered, then all three describe it in order', () => {
    render(
      <>
        <Select
          label="Sort"
          options={options}
          value="a"
          onChange={jest.fn()}
          error="Bad"
          hint="Hint"
          aria-describedby="x"
        />
        <p id="x">Extra</p>
      </>,
    );
    expect(screen.getByLabelText('Sort')).toHaveAccessibleDescription('Bad Hint Extra');
  });

  it('given a label suffix, when rendered, then it is part of the label', () => {
    render(<Select label="Reason" labelSuffix="(optional)" options={options} value="a" onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Reason (optional)' })).toBeInTheDocument();
  });

  it('given an error, when rendered, then axe finds no violations', async () => {
    const { container } = render(<Select label="Sort" options={options} value="a" onChange={jest.fn()} error="Bad" />);
    expect(screen.getByLabelText('Sort')).toHaveAccessibleDescription('Bad');
    expect(await axe(container)).toHaveNoViolations();
  });
});
