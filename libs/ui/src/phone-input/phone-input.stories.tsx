import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput, type PhoneInputProps } from './phone-input';

function Stateful(props: PhoneInputProps) {
  const [value, setValue] = useState(props.value);
  const [code, setCode] = useState(props.countryCode ?? '+91');
  return (
    <PhoneInput
      {...props}
      value={value}
      countryCode={code}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onCountryCodeChange={props.onCountryCodeChange ? setCode : undefined}
    />
  );
}

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: { label: 'Mobile number', value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile number');
    await userEvent.type(input, '98x76');
    await expect(input).toHaveValue('9876');
    await expect(args.onChange).toHaveBeenLastCalledWith('9876');
  },
};
export const Filled: Story = { args: { value: '9876543210' } };
export const CountryPicker: Story = {
  args: { countryCodes: ['+91', '+971', '+44', '+1'], onCountryCodeChange: fn() },
};
export const WithError: Story = { args: { value: '98765', error: 'Enter a 10-digit mobile number' } };
export const Disabled: Story = { args: { value: '9876543210', disabled: true } };
export const Mobile360: Story = {
  args: { hint: 'We will send a one-time password' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
