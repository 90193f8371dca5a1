import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { PhoneInput } from './phone-input';

function Harness({ onChange = jest.fn() }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      label="Mobile number"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('PhoneInput', () => {
  it('given no country code, when rendered, then +91 is shown and the keypad is numeric', () => {
    render(<PhoneInput label="Mobile number" value="" onChange={jest.fn()} />);
    expect(screen.getByText('+91')).toBeInTheDocument();
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    // tel-national is valid HTML on a text input, not on type="tel" (the W3C checker's error).
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('given letters and more than 10 digits, when typed, then only 10 digits are kept', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '98a7654321099');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('given several codes and a handler, when a code is picked, then onCountryCodeChange fires', async () => {
    const onCode = jest.fn();
    render(
      <PhoneInput
        label="Mobile number"
        value=""
        onChange={jest.fn()}
        countryCodes={['+91', '+971']}
        onCountryCodeChange={onCode}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Country code'), '+971');
    expect(onCode).toHaveBeenCalledWith('+971');
  });

  it('given a hint and a label suffix, when rendered, then the hint describes the input and the suffix is in its name', () => {
    render(
      <PhoneInput label="Mobile number" labelSuffix="(optional)" value="" onChange={jest.fn()} hint="For updates" />,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number (optional)' })).toHaveAccessibleDescription(
      'For updates',
    );
  });

  it('given an error, when rendered, then it is invalid and axe finds no violations', async () => {
    const { container } = render(
      <PhoneInput label="Mobile number" value="98" onChange={jest.fn()} error="Enter 10 digits" />,
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter 10 digits');
    expect(await axe(container)).toHaveNoViolations();
  });
});
