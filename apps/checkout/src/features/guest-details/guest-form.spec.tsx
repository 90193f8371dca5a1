import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestDetails } from '@nivaas/api-client/contract';
import { createFakeApiClient, type FakeApiClient } from '@nivaas/api-client/testing';
import { createMemoryStorage } from '@nivaas/state';
import { checkout } from '../../testing/checkout-fixtures';
import { GuestForm } from './guest-form';
import { useGuestForm } from './use-guest-form';

const NO_COMPANY = { company_name: '', company_address: '', gstin: '' };

function Harness({
  signedIn = false,
  onCollect,
  api: given,
}: {
  signedIn?: boolean;
  onCollect: (g: GuestDetails | null) => void;
  api?: FakeApiClient;
}) {
  const [api] = useState(
    () =>
      given ??
      createFakeApiClient({
        getWhatsappOptIn: { hasOptedForWhatsapp: false },
        getCompanyProfile: NO_COMPANY,
        updateGstin: { company_name: 'Acme', company_address: 'MG Road', gstin: '29ABCDE1234F1ZW' },
      }),
  );
  const [storage] = useState(() => createMemoryStorage());
  const form = useGuestForm({
    checkout: checkout(),
    signedIn,
    profile: null,
    phonepeGuest: null,
    draftStorage: storage,
    api,
  });
  return (
    <>
      <GuestForm form={form} />
      <button type="button" onClick={() => onCollect(form.collect())}>
        Pay
      </button>
    </>
  );
}

async function fill(name: string, mobile: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), name);
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), mobile);
}

describe('guest details', () => {
  it('given nothing typed, when Pay, then our messages show and the name takes focus', async () => {
    const onCollect = jest.fn();
    render(<Harness onCollect={onCollect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(screen.getByText('Enter the guest’s full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a mobile number.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check 2 fields below.');
  });

  it('given an Indian number that is not a mobile, then it is refused with the country code said', async () => {
    const onCollect = jest.fn();
    render(<Harness onCollect={onCollect} />);
    await fill('Asha Rao', '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenCalledWith(null);
    expect(await screen.findByText('Enter a valid mobile number for +91.')).toBeInTheDocument();
  });

  it('given a foreign number, then it is accepted with its country code', async () => {
    const onCollect = jest.fn();
    render(<Harness onCollect={onCollect} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+971');
    await fill('Omar Khan', '501234567');
    // libphonenumber loads on demand: let its check answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenLastCalledWith({
      name: 'Omar Khan',
      mobile: '501234567',
      country_code: '+971',
      hasOptedForWhatsapp: false,
    });
  });

  it('given a bad email, then it is said when the field is left', async () => {
    render(<Harness onCollect={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@');
    await userEvent.tab();
    expect(screen.getByText('Enter an email like name@example.com.')).toBeInTheDocument();
  });

  it('given the GST box (never pre-ticked), then GSTIN is checked by SPEC 5 and the details go with the guest', async () => {
    const onCollect = jest.fn();
    render(<Harness onCollect={onCollect} />);
    const gst = screen.getByRole('checkbox', { name: 'I have a GST number (business travel)' });
    expect(gst).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' })).not.toBeChecked();
    await userEvent.click(gst);
    await fill('Asha Rao', '9876543210');
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), '29abcde1234f1z');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveFocus();
    expect(screen.getByText(/A GSTIN has 15 characters/)).toBeInTheDocument();
    expect(screen.getByText('Enter the company name for the GST invoice.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), 'w');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company address' }), 'MG Road');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me booking updates on WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenLastCalledWith({
      name: 'Asha Rao',
      mobile: '9876543210',
      country_code: '+91',
      gstin: '29ABCDE1234F1ZW',
      company_name: 'Acme',
      company_address: 'MG Road',
      hasOptedForWhatsapp: true,
    });
  });

  // Regression: a GSTIN with a wrong check character was accepted.
  it('given a GSTIN of the right shape with a wrong check character, then it is refused with its own message', async () => {
    const onCollect = jest.fn();
    render(<Harness onCollect={onCollect} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have a GST number (business travel)' }));
    await fill('Asha Rao', '9876543210');
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), '29abcde1234f1z5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company address' }), 'MG Road');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveAccessibleDescription(
      expect.stringContaining(
        'This GSTIN is not valid: its last character does not match the rest. Check it for a typo.',
      ),
    );
  });

  it("given GST details from the profile with all three fields cleared, then the booking has none and the profile's are removed", async () => {
    const onCollect = jest.fn();
    const api = createFakeApiClient({
      getWhatsappOptIn: { hasOptedForWhatsapp: false },
      getCompanyProfile: { company_name: 'Rao Traders', company_address: '12 MG Road, Pune', gstin: '27AAPFU0939F1ZW' },
      removeGstin: NO_COMPANY,
    });
    render(<Harness signedIn api={api} onCollect={onCollect} />);
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN' });
    await act(async () => undefined);
    expect(gstin).toHaveValue('27AAPFU0939F1ZW');
    await fill('Asha Rao', '9876543210');
    await userEvent.clear(gstin);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Company name' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Company address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenLastCalledWith({
      name: 'Asha Rao',
      mobile: '9876543210',
      country_code: '+91',
      hasOptedForWhatsapp: false,
    });
    expect(api.callsOf('removeGstin')).toHaveLength(1);
    expect(api.callsOf('updateGstin')).toHaveLength(0);
  });

  it('given the GST box ticked by the guest with nothing typed, then the GSTIN is still asked for', async () => {
    const onCollect = jest.fn();
    render(<Harness onCollect={onCollect} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have a GST number (business travel)' }));
    await fill('Asha Rao', '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onCollect).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Enter the GSTIN, or untick the GST box.')).toBeInTheDocument();
  });
});
