import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen } from '@nivaas/routes/testing';
import { createTestPlatform, type TestPlatform } from '@nivaas/state/testing';
import {
  CANCEL_HASH,
  cancellationDetails,
  cancellationWrapper,
  cancelledDetails,
  nonRefundableDetails,
  ORDER_ID,
} from '../../testing/cancellation-fixtures';
import BookingCancellationScreen from './booking-cancellation-screen';

const PAGE = `/c-${CANCEL_HASH}/`;

function renderPage(api: FakeApiClient, { url = PAGE, platform }: { url?: string; platform?: TestPlatform } = {}) {
  return renderScreen(BookingCancellationScreen, {
    url,
    ...(platform ? { platform } : {}),
    wrapper: cancellationWrapper(api),
  });
}

const fact = (region: string, term: string) =>
  within(screen.getByRole('region', { name: region })).getByText(term, { selector: 'dt' }).nextElementSibling
    ?.textContent;

describe('BookingCancellationScreen: /c-{cancellationHash}/', () => {
  it('given a refundable booking within free cancellation, shows the booking and the full refund with its deadline in Kolkata before anything is confirmed', async () => {
    const api = createFakeApiClient({ getCancellationDetails: cancellationDetails() });
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible();
    expect(api.callsOf('getCancellationDetails')).toEqual([{ params: { id: CANCEL_HASH } }]);
    expect(fact('Your booking', 'Hotel')).toContain('Nivaas Suites Marathahalli');
    expect(fact('Your booking', 'Hotel')).toContain('12 Outer Ring Road, Marathahalli, Bengaluru');
    expect(fact('Your booking', 'Dates')).toBe('Thu, 3 Dec – Sat, 5 Dec');
    expect(fact('Your booking', 'Guest')).toBe('Asha Rao');
    expect(fact('Your booking', 'Booking ID')).toBe(ORDER_ID);
    const refund = screen.getByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('Free cancellation until Wed, 2 Dec, 12:00 PM');
    expect(fact('Your refund', 'Refund if you cancel now')).toBe('₹3,720');
    expect(refund).toHaveTextContent("after that one night's tariff is charged");
    expect(api.callsOf('cancelBooking')).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  // Regression: a free-cancellation booking paid at the hotel was warned "No money is refunded".
  it('given a free-cancellation booking paid at the hotel (nothing paid), then it says cancelling costs nothing and there is nothing to refund, never "no money is refunded"', async () => {
    const api = createFakeApiClient({
      getCancellationDetails: cancellationDetails({ refund_amount: 0, cancellation_charge: 0 }),
    });
    const { container } = renderPage(api);
    const refund = await screen.findByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('Free cancellation until Wed, 2 Dec, 12:00 PM');
    expect(refund).toHaveTextContent(
      'You have not paid anything for this booking, so cancelling costs nothing and there is nothing to refund.',
    );
    expect(refund).not.toHaveTextContent('₹0');
    await userEvent.click(screen.getByRole('radio', { name: 'Change of plans' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'You have paid nothing for this booking, so nothing is charged and nothing needs refunding.',
    );
    expect(container.ownerDocument.body).not.toHaveTextContent(/no money is refunded/i);
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
  });

  it('no reason is chosen in advance; Cancel booking without one says so and focuses the reasons, and sends nothing', async () => {
    const api = createFakeApiClient({ getCancellationDetails: cancellationDetails() });
    renderPage(api);
    const reasons = await screen.findByRole('group', { name: 'Why are you cancelling?' });
    for (const radio of within(reasons).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(within(reasons).getByText('Choose a reason to cancel.')).toBeVisible();
    expect(within(reasons).getByRole('radio', { name: 'Change of plans' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsOf('cancelBooking')).toEqual([]);
  });

  it('confirm flow: reason and message, a dialog that repeats the refund, then Cancelled with the message, the time and the refund made, and an analytics event', async () => {
    const platform = createTestPlatform();
    const api = createFakeApiClient({
      getCancellationDetails: cancellationDetails(),
      cancelBooking: cancelledDetails(),
    });
    const { container } = renderPage(api, { platform });
    await userEvent.click(await screen.findByRole('radio', { name: 'Change of plans' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Anything you would like to tell us/ }), 'Trip moved');
    expect(screen.getByText('10 of 1,000 characters')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('You will get ₹3,720 back to the way you paid.');
    expect(api.callsOf('cancelBooking')).toEqual([]);
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' });
    expect(heading).toHaveFocus();
    expect(api.callsOf('cancelBooking')).toEqual([
      {
        body: {
          order_id: ORDER_ID,
          cancellation_hash: CANCEL_HASH,
          cancellation_reason: 'change_of_plans',
          message: 'Trip moved',
        },
      },
    ]);
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Cancelled');
    expect(status).toHaveTextContent('Your booking has been cancelled');
    expect(status).toHaveTextContent('Cancelled on Tue, 24 Nov, 10:00 AM');
    expect(fact('Your refund', 'Refunded')).toBe('₹3,720');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.eventsOf('analytics/track')).toEqual([
      {
        type: 'analytics/track',
        name: 'booking_cancelled',
        properties: {
          booking_id: ORDER_ID,
          reason: 'change_of_plans',
          refund_amount: 3720,
          cancellation_charge: 0,
          booking_creation_date: '2026-11-20T10:00:00.000Z',
          hotel_id: 1042,
          total: 3970,
        },
      },
    ]);
  });

  it('Keep my booking closes the dialog and sends nothing', async () => {
    const api = createFakeApiClient({ getCancellationDetails: cancellationDetails() });
    renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep my booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsOf('cancelBooking')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible();
  });

  it('given a non-refundable plan, says plainly that no money is refunded (₹0) before and in the confirm step', async () => {
    const api = createFakeApiClient({ getCancellationDetails: nonRefundableDetails() });
    renderPage(api);
    const refund = await screen.findByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('This booking is non-refundable: no money is refunded');
    expect(fact('Your refund', 'Refund if you cancel now')).toBe('₹0');
    expect(fact('Your refund', 'Cancellation charge')).toBe('₹3,720');
    expect(refund).not.toHaveTextContent('Free cancellation until');
    await userEvent.click(screen.getByRole('radio', { name: 'Booked by mistake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('No money is refunded for this booking.');
  });

  it('given a refundable plan after its deadline, says when free cancellation ended and what is kept', async () => {
    const api = createFakeApiClient({
      getCancellationDetails: cancellationDetails({
        free_cancellation: false,
        refund_amount: 1860,
        cancellation_charge: 1860,
      }),
    });
    renderPage(api);
    const refund = await screen.findByRole('region', { name: 'Your refund' });
    expect(refund).toHaveTextContent('Free cancellation ended on Wed, 2 Dec, 12:00 PM');
    expect(fact('Your refund', 'Refund if you cancel now')).toBe('₹1,860');
    expect(fact('Your refund', 'Cancellation charge')).toBe('₹1,860');
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'You will get ₹1,860 back; ₹1,860 is kept as the cancellation charge.',
    );
  });

  it('given a booking already cancelled, shows Cancelled with the refund made and no form', async () => {
    const api = createFakeApiClient({ getCancellationDetails: cancelledDetails() });
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible();
    expect(fact('Your refund', 'Refunded')).toBe('₹3,720');
    expect(screen.queryByRole('group', { name: 'Why are you cancelling?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it.each([['/c-short/'], ['/c-not%20a%20hash%20at%20all%20no%20no/']])(
    'a link that cannot be a hash (%s) is never sent and gets "This cancellation link is not valid"',
    async (url) => {
      const api = createFakeApiClient({});
      const { container } = renderPage(api, { url });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This cancellation link is not valid' }),
      ).toBeVisible();
      expect(api.callsOf('getCancellationDetails')).toEqual([]);
      expect(screen.getByRole('link', { name: 'See My bookings' })).toHaveAttribute(
        'href',
        '/account/booking-history/',
      );
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('a hash the API does not know (404) gets the same clear page', async () => {
    const api = createFakeApiClient({
      getCancellationDetails: () => Promise.reject(fakeApiError(404, 'Booking not found')),
    });
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'This cancellation link is not valid' })).toBeVisible();
  });

  it('a refused cancel (400, e.g. past check-in) shows the API message and keeps the form', async () => {
    const api = createFakeApiClient({
      getCancellationDetails: cancellationDetails(),
      cancelBooking: () => Promise.reject(fakeApiError(400, 'Past bookings cannot be cancelled')),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: 'Change of plans' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel booking' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Past bookings cannot be cancelled');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('a failed load offers Try again, which loads it again', async () => {
    const api = createFakeApiClient({ getCancellationDetails: cancellationDetails() });
    api.failNext('getCancellationDetails', fakeApiError(500, 'API Error'));
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'We could not load your booking' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your booking' })).toBeVisible();
  });
});
