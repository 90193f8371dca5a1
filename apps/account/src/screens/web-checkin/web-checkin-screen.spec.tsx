import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeApiClient, fakeApiError, type FakeApiClient } from '@nivaas/api-client/testing';
import { renderScreen, freezeDateAt } from '@nivaas/routes/testing';
import { CHECKIN_HASH, checkedIn, ORDER_ID, webCheckin, webCheckinWrapper } from '../../testing/cancellation-fixtures';
import WebCheckinScreen from './web-checkin-screen';

const PAGE = `/web-checkin/${CHECKIN_HASH}/`;

function renderPage(api: FakeApiClient, url = PAGE) {
  return renderScreen(WebCheckinScreen, { url, wrapper: webCheckinWrapper(api) });
}

const fact = (region: string, term: string) =>
  within(screen.getByRole('region', { name: region })).getByText(term, { selector: 'dt' }).nextElementSibling
    ?.textContent;

// The fixtures' stay is 3-5 Dec 2026: the page reads "today" (Kolkata) from the clock, so the clock is fixed
// before it.
freezeDateAt('2026-11-24T06:00:00Z');

describe('WebCheckinScreen: /web-checkin/{hash}/', () => {
  it('before the window: says when it opens (Kolkata) and shows no form', async () => {
    const api = createFakeApiClient({ getWebCheckin: webCheckin({ open: false, closes_at: '2999-12-03T18:30:00Z' }) });
    const { container } = renderPage(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Web check-in opens on Tue, 1 Dec, 12:00 PM' }),
    ).toBeVisible();
    expect(api.callsOf('getWebCheckin')).toEqual([{ params: { hash: CHECKIN_HASH } }]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(fact('Your stay', 'Hotel')).toBe('Nivaas Suites Marathahalli');
    expect(fact('Your stay', 'Dates')).toBe('Thu, 3 Dec – Sat, 5 Dec');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('after the window: says it has closed, no form', async () => {
    const api = createFakeApiClient({ getWebCheckin: webCheckin({ open: false, closes_at: '2000-01-01T00:00:00Z' }) });
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Web check-in has closed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  // Regression: a stay that ended still offered web check-in (the form, or Edit details once checked in).
  it.each([
    ['not checked in', webCheckin({ open: true })],
    ['checked in', checkedIn({ open: true })],
  ])('a stay that ended (%s) says so and offers no form and no edit', async (_, answer) => {
    jest.setSystemTime(new Date('2026-12-06T04:30:00Z')); // 10:00 IST the day after check-out
    try {
      const { container } = renderPage(createFakeApiClient({ getWebCheckin: answer }));
      expect(await screen.findByRole('heading', { level: 1, name: 'This stay has ended' })).toBeVisible();
      expect(
        screen.getByText('Web check-in is for before you arrive, so there is nothing more to do here.'),
      ).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
      expect(await axe(container)).toHaveNoViolations();
    } finally {
      jest.setSystemTime(new Date('2026-11-24T06:00:00Z'));
    }
  });

  it.each([
    ['CANCEL', 'This booking is cancelled, so there is nothing to check in.'],
    ['PENDING_PAYMENT', 'Web check-in opens once the booking is paid and confirmed.'],
  ])('a booking that is %s says so, no form', async (status, text) => {
    renderPage(createFakeApiClient({ getWebCheckin: webCheckin({ status, open: true }) }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('open: the lead guest is prefilled, guests can be added up to the booking and removed, nothing else chosen for the guest', async () => {
    const api = createFakeApiClient({ getWebCheckin: webCheckin() });
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Web check-in' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Lead guest’s name' })).toHaveValue('Asha Rao');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Expected arrival time' })).toHaveValue('');
    expect(screen.getByText('Up to 3 guests on this booking.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByRole('textbox', { name: 'Guest 3 name' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add guest' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    expect(screen.queryByRole('textbox', { name: 'Guest 3 name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Guest 2 name' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove guest 1/ })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('our validation messages: a blank name, no ID type, not 4 characters, no arrival; the first wrong field focused; nothing sent', async () => {
    const api = createFakeApiClient({ getWebCheckin: webCheckin() });
    renderPage(api);
    const lead = await screen.findByRole('textbox', { name: 'Lead guest’s name' });
    await userEvent.clear(lead);
    await userEvent.type(screen.getByRole('textbox', { name: 'Last 4 characters of the ID' }), '1a');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(lead).toHaveAccessibleDescription('Enter the guest’s name.');
    expect(lead).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Lead guest’s ID' })).toHaveTextContent('Choose the ID type.');
    expect(screen.getByRole('textbox', { name: 'Last 4 characters of the ID' })).toHaveValue('1A');
    expect(screen.getByText('Enter exactly 4 letters or digits.')).toBeVisible();
    expect(screen.getByText('Choose when you expect to arrive.')).toBeVisible();
    expect(api.callsOf('submitWebCheckin')).toEqual([]);
  });

  it('submit: names, ID type, the ID ending upper-cased as typed, arrival from the check-in time; then "You’re checked in" with the details', async () => {
    const api = createFakeApiClient({
      getWebCheckin: webCheckin(),
      submitWebCheckin: checkedIn({ guests: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }], id_last4: '12AB' }),
    });
    const { container } = renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Add guest' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Guest 2 name' }), '  Ravi Rao ');
    await userEvent.click(screen.getByRole('radio', { name: 'Aadhaar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last 4 characters of the ID' }), '12ab99');
    const arrival = screen.getByRole('combobox', { name: 'Expected arrival time' });
    expect(within(arrival).getAllByRole('option')[1]).toHaveTextContent('12:00');
    await userEvent.selectOptions(arrival, '14:30');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'You’re checked in' });
    expect(heading).toHaveFocus();
    expect(api.callsOf('submitWebCheckin')).toEqual([
      {
        params: { hash: CHECKIN_HASH },
        body: {
          guests: [{ name: 'Asha Rao' }, { name: 'Ravi Rao' }],
          expected_arrival_time: '14:30',
          id_type: 'aadhaar',
          id_last4: '12AB',
        },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Checked in');
    expect(fact('Your stay', 'Status')).toBe('Checked in');
    expect(fact('Your stay', 'Booking ID')).toBe(ORDER_ID);
    expect(screen.getByRole('list')).toHaveTextContent('Asha RaoRavi Rao');
    expect(screen.getByText('Aadhaar ending 12AB')).toBeVisible();
    expect(screen.getByText('14:30')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a checked-in booking shows that state; Edit details opens the form filled with what was given', async () => {
    const api = createFakeApiClient({
      getWebCheckin: checkedIn(),
      submitWebCheckin: checkedIn({ expected_arrival_time: '18:00' }),
    });
    renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re checked in' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByRole('textbox', { name: 'Guest 2 name' })).toHaveValue('Ravi Rao');
    expect(screen.getByRole('radio', { name: 'Aadhaar' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Last 4 characters of the ID' })).toHaveValue('12AB');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expected arrival time' }), '18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('18:00')).toBeVisible();
    expect(api.callsOf('submitWebCheckin')[0]?.body.expected_arrival_time).toBe('18:00');
  });

  it('a refusal (400) shows the API message as it comes and keeps the form', async () => {
    const api = createFakeApiClient({
      getWebCheckin: webCheckin(),
      submitWebCheckin: () =>
        Promise.reject(fakeApiError(400, 'Web check-in has closed: it is open until the end of the check-in day')),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('radio', { name: 'Passport' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Last 4 characters of the ID' }), 'Z987');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expected arrival time' }), '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Web check-in has closed: it is open until the end of the check-in day',
    );
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('a link that cannot be a hash is never sent; an unknown one (404) gets the same clear page', async () => {
    const none = createFakeApiClient({});
    const first = renderPage(none, '/web-checkin/nope/');
    expect(await screen.findByRole('heading', { level: 1, name: 'This web check-in link is not valid' })).toBeVisible();
    expect(none.callsOf('getWebCheckin')).toEqual([]);
    expect(screen.getByRole('link', { name: 'See My bookings' })).toHaveAttribute('href', '/account/booking-history/');
    first.unmount();
    renderPage(createFakeApiClient({ getWebCheckin: () => Promise.reject(fakeApiError(404, 'Booking not found')) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This web check-in link is not valid' })).toBeVisible();
  });

  it('a failed load offers Try again', async () => {
    const api = createFakeApiClient({ getWebCheckin: webCheckin() });
    api.failNext('getWebCheckin', fakeApiError(500, 'API Error'));
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Web check-in' })).toBeVisible();
  });
});
