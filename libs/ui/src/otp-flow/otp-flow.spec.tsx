import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { OtpCodeForm, type OtpCodeFormProps } from './otp-code-form';
import { OtpPhoneForm, type OtpPhoneFormProps } from './otp-phone-form';

const phoneProps = (overrides: Partial<OtpPhoneFormProps> = {}): OtpPhoneFormProps => ({
  countryCode: '+91',
  phone: '',
  onCountryCodeChange: jest.fn(),
  onPhoneChange: jest.fn(),
  onSubmit: jest.fn(),
  busy: false,
  failure: null,
  ...overrides,
});

const codeProps = (overrides: Partial<OtpCodeFormProps> = {}): OtpCodeFormProps => ({
  sentTo: '+91 9876543210',
  code: '',
  onCodeChange: jest.fn(),
  onVerify: jest.fn(),
  onResend: jest.fn(),
  onChangeNumber: jest.fn(),
  busy: null,
  blocked: false,
  failure: null,
  resent: false,
  resendAvailableAt: null,
  ...overrides,
});

describe('OtpPhoneForm', () => {
  it('given a number, when submitted, then onSubmit fires once; the country code picker offers +91 first', async () => {
    const props = phoneProps({ phone: '9876543210' });
    const { container } = render(<OtpPhoneForm {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('+91');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given a failure kind, then the field says it in words (the API message when it gave one)', () => {
    const { rerender } = render(<OtpPhoneForm {...phoneProps({ failure: { kind: 'invalid-number' } })} />);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid mobile number.'),
    );
    rerender(<OtpPhoneForm {...phoneProps({ failure: { kind: 'rejected', message: 'Number is barred' } })} />);
    expect(screen.getByText('Number is barred')).toBeInTheDocument();
  });
});

describe('OtpCodeForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('given a code just sent, then Resend counts down and is enabled at the moment the wait ends', () => {
    const sentAt = Date.now();
    render(<OtpCodeForm {...codeProps({ resendAvailableAt: sentAt + 30_000 })} />);
    expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(29_000);
    });
    expect(screen.getByRole('button', { name: 'Resend OTP in 1 s' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('given no resends left, then it says so instead of offering one', () => {
    render(<OtpCodeForm {...codeProps({ resendAvailableAt: null })} />);
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.getByText(/No more (codes|OTPs) can be sent/)).toBeInTheDocument();
  });

  it('given a blocked code, then the boxes and Verify are disabled and the reason is an alert', async () => {
    jest.useRealTimers();
    const { container } = render(<OtpCodeForm {...codeProps({ blocked: true, failure: { kind: 'blocked' } })} />);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many incorrect attempts');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("given a code blocked by the API's limit, then its sentence is the alert: what was limited and when to try again", () => {
    const message = 'Too many OTP attempts for this mobile number: please try again in 10 minutes';
    render(<OtpCodeForm {...codeProps({ blocked: true, failure: { kind: 'blocked', message } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  });

  it("given a send refused by the API's limit, then the phone form says the API's sentence, else its own words", () => {
    const message = 'Too many OTP requests for this mobile number: please try again in 1 hour';
    const { rerender } = render(<OtpPhoneForm {...phoneProps({ failure: { kind: 'too-many-requests', message } })} />);
    expect(screen.getByText(message)).toBeInTheDocument();
    rerender(<OtpPhoneForm {...phoneProps({ failure: { kind: 'too-many-requests' } })} />);
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it('given a resend, then the new code is announced', () => {
    render(<OtpCodeForm {...codeProps({ resent: true, resendAvailableAt: Date.now() + 30_000 })} />);
    expect(screen.getByRole('status')).toHaveTextContent(/We have sent a new (code|OTP)\./);
  });

  it('given the last resend used, then only "No more codes can be sent" shows, not the "sent" confirmation beside it', () => {
    render(<OtpCodeForm {...codeProps({ resent: true, resendAvailableAt: null })} />);
    expect(screen.getByText(/No more (codes|OTPs) can be sent/)).toBeInTheDocument();
    expect(screen.queryByText(/We have sent a new (code|OTP)/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
