import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { apiError, BID, GUEST, paymentResponse, renderPayment } from './testing';

const booked = paymentResponse({ status: 'CONFIRMED', amount_due_now: 0, gateway_order: null });
const OTP_SENT = { status: 'sent', resend_after_ms: 30_000, resends_left: 6, expires_in_s: 600 };
const needsOtp = () => {
  throw apiError(401, 'Verify your phone with an OTP to pay at hotel');
};

/**
 * Waits until the page has gone to `path`. The location output shows from the start (the itinerary), so finding it
 * is not enough: on a busy machine the booking's answer lands after the element is found (a fresh-clone CI failure).
 */
const untilLocation = (path: string) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(path));

async function chooseAndBook(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /^Pay at hotel: ₹5,000/ }));
  await user.click(screen.getByRole('button', { name: 'Book now, pay ₹5,000 at the hotel' }));
}

describe('PaymentSection: pay at hotel', () => {
  it('given the OTP-less booking goes through, then the confirmation opens by its token', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({ handlers: { payAtHotel: booked } });
    await chooseAndBook(user);
    await untilLocation('/confirmation/NV200001/?t=tok_AAAAAAAAAAAAAAAAAAAAAAAA');
    const [call] = api.callsOf('payAtHotel');
    expect(call?.params).toEqual({ bid: BID });
    expect(call?.body).toEqual({ guest: GUEST, expected_amount: 5000 });
    expect(api.callsOf('sendOtp')).toHaveLength(0);
  });

  it('given a 429 on the OTP-less booking, then the blocked modal explains, offers pay now, and closes with Not now', async () => {
    const user = userEvent.setup();
    renderPayment({
      handlers: {
        payAtHotel: () => {
          throw apiError(429, 'Too many requests');
        },
      },
    });
    await chooseAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Pay at hotel is not available right now' });
    expect(dialog).toHaveTextContent('verify your mobile number');
    expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).not.toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book now, pay ₹5,000 at the hotel' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now instead' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Pay now: ₹5,000/ })).toBeChecked();
  });

  it("given an abuse limit of the API refuses the OTP-less booking, then the blocked modal says the API's sentence and still offers the ways on", async () => {
    const user = userEvent.setup();
    const limited =
      'Too many pay at hotel bookings without an OTP from your network today: please try again in 24 hours';
    renderPayment({
      handlers: {
        payAtHotel: () => {
          throw apiError(429, limited, 'rate_limited');
        },
      },
    });
    await chooseAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Pay at hotel is not available right now' });
    expect(dialog).toHaveTextContent(limited);
    // Not the words for a phone that already holds bookings: that is not why.
    expect(dialog).not.toHaveTextContent('already holds bookings');
    expect(within(dialog).getByRole('button', { name: 'Pay now instead' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Verify my mobile number' })).toBeVisible();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it("given the code check of the OTP modal is refused by an abuse limit, then the modal says the API's sentence and blocks the code", async () => {
    const user = userEvent.setup();
    const limited = 'Too many OTP attempts for this mobile number: please try again in 10 minutes';
    const { api } = renderPayment({ handlers: { payAtHotel: needsOtp, sendOtp: OTP_SENT } });
    await chooseAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    api.answer({
      payAtHotel: () => {
        throw apiError(429, limited, 'rate_limited');
      },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await within(dialog).findByText(limited)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
  });

  it('given another refusal, then an OTP goes to the guest mobile and the verified code books with it', async () => {
    const user = userEvent.setup();
    const { api, platform } = renderPayment({ handlers: { payAtHotel: needsOtp, sendOtp: OTP_SENT } });
    await chooseAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(api.callsOf('sendOtp')).toEqual([{ body: { phone_number: '9876543210', country_code: '+91' } }]);
    expect(platform.ui.store.getState().modals).toMatchObject({ otp: true, 'pay-at-hotel-blocked': false });
    expect(await axe(dialog)).toHaveNoViolations();

    api.answer({ payAtHotel: booked });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await untilLocation('/confirmation/NV200001/');
    const calls = api.callsOf('payAtHotel');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ guest: GUEST, otp: '123456', expected_amount: 5000 });
    expect(calls[1]?.headers['idempotency-key']).not.toBe(calls[0]?.headers['idempotency-key']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given a wrong code, then the API’s words are shown and the guest may try again', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({ handlers: { payAtHotel: needsOtp, sendOtp: OTP_SENT } });
    await chooseAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    api.answer({
      payAtHotel: () => {
        throw apiError(400, 'Invalid OTP', undefined, ['The OTP is not correct']);
      },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '111111');
    expect(await within(dialog).findByText('The OTP is not correct')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify and book' })).toBeEnabled();
  });

  it('given the blocked modal, then verifying the mobile sends a code and opens the OTP modal instead', async () => {
    const user = userEvent.setup();
    const { api, platform } = renderPayment({
      handlers: {
        payAtHotel: () => {
          throw apiError(429, 'Too many requests');
        },
        sendOtp: OTP_SENT,
      },
    });
    await chooseAndBook(user);
    const blocked = await screen.findByRole('dialog', { name: 'Pay at hotel is not available right now' });
    await user.click(within(blocked).getByRole('button', { name: 'Verify my mobile number' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pay at hotel is not available right now' })).not.toBeInTheDocument();
    expect(api.callsOf('sendOtp')).toHaveLength(1);
    expect(platform.ui.store.getState().modals).toMatchObject({ otp: true, 'pay-at-hotel-blocked': false });
  });

  it('given the code sent, then Resend waits 30 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const { api } = renderPayment({ handlers: { payAtHotel: needsOtp, sendOtp: OTP_SENT, resendOtp: OTP_SENT } });
      await chooseAndBook(user);
      const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
      expect(within(dialog).getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
      act(() => void jest.advanceTimersByTime(29_000));
      expect(within(dialog).getByRole('button', { name: 'Resend OTP in 1 s' })).toBeDisabled();
      act(() => void jest.advanceTimersByTime(1_000));
      await user.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(api.callsOf('resendOtp')).toHaveLength(1));
      expect(await within(dialog).findByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('given the OTP send answers 429 after the OTP-less attempt, then the blocked modal shows, not the OTP modal', async () => {
    const user = userEvent.setup();
    renderPayment({
      handlers: {
        payAtHotel: needsOtp,
        sendOtp: () => {
          throw apiError(429, 'Too many requests');
        },
      },
    });
    await chooseAndBook(user);
    const dialog = await screen.findByRole('dialog', { name: 'Pay at hotel is not available right now' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.queryByRole('dialog', { name: 'Verify your mobile number' })).not.toBeInTheDocument();
  });

  it('given a foreign mobile, then no OTP is sent: pay at hotel needs an Indian number, pay now is offered', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({
      handlers: { payAtHotel: needsOtp },
      props: { collectGuest: jest.fn(() => ({ ...GUEST, country_code: '+44', mobile: '7911123456' })) },
    });
    await chooseAndBook(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pay at hotel needs an Indian mobile number (+91)');
    expect(api.callsOf('sendOtp')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay now instead' }));
    expect(screen.getByRole('radio', { name: /^Pay now: ₹5,000/ })).toBeChecked();
  });

  it('given a 409 price_changed on the OTP-less booking, then the screen is told and no OTP is sent', async () => {
    const user = userEvent.setup();
    const { api, props } = renderPayment({
      handlers: {
        payAtHotel: () => {
          throw apiError(409, 'Price changed', 'price_changed', ['The total is now ₹5,200']);
        },
      },
    });
    await chooseAndBook(user);
    await waitFor(() => expect(props.onItineraryChanged).toHaveBeenCalledWith('The total is now ₹5,200'));
    expect(api.callsOf('sendOtp')).toHaveLength(0);
  });
});
