import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { OtpCodeForm } from './otp-code-form';
import { OtpPhoneForm } from './otp-phone-form';

const meta: Meta = { title: 'Forms/OTP flow' };
export default meta;

function PhoneStep({ failure }: { failure?: Parameters<typeof OtpPhoneForm>[0]['failure'] }) {
  const [phone, setPhone] = useState('98765');
  const [code, setCode] = useState('+91');
  return (
    <OtpPhoneForm
      countryCode={code}
      phone={phone}
      onCountryCodeChange={setCode}
      onPhoneChange={setPhone}
      onSubmit={fn()}
      busy={false}
      failure={failure ?? null}
    />
  );
}

export const Phone: StoryObj = { render: () => <PhoneStep /> };
export const PhoneInvalid: StoryObj = { render: () => <PhoneStep failure={{ kind: 'invalid-number' }} /> };

const codeArgs = {
  sentTo: '+91 9876543210',
  code: '',
  onCodeChange: fn(),
  onVerify: fn(),
  onResend: fn(),
  onChangeNumber: fn(),
  busy: null,
  blocked: false,
  failure: null,
  resent: false,
};

export const CodeWaitingToResend: StoryObj<typeof OtpCodeForm> = {
  render: (args) => <OtpCodeForm {...args} />,
  args: { ...codeArgs, resendAvailableAt: Date.now() + 3_600_000 },
};

export const CodeWrong: StoryObj<typeof OtpCodeForm> = {
  render: (args) => <OtpCodeForm {...args} />,
  args: { ...codeArgs, resendAvailableAt: 0, failure: { kind: 'rejected', message: 'The code is not right.' } },
};

export const CodeBlocked: StoryObj<typeof OtpCodeForm> = {
  render: (args) => <OtpCodeForm {...args} />,
  args: { ...codeArgs, resendAvailableAt: null, blocked: true, failure: { kind: 'blocked' } },
};
